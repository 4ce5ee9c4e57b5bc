import {
  IMAGE_SIZES,
  AVAILABILITY_MESSAGES,
  CART_QUANTITY,
  type CartItemView,
  displayPounds,
  formatDay,
  formatDayRange,
  sizeLabel,
  toPence,
  toast,
} from '@dw/contracts';
import { failedWith, isApiFailure } from '@dw/web-kit';
import { useState } from 'react';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import { ProductImage } from '../products/ProductImage';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from './cartApi';
import { quantityChange } from './cartTotals';
import { LineDatePicker } from './LineDatePicker';
import styles from './CartLine.module.css';

interface Props {
  item: CartItemView;
  sessionId: string;
  /** Where the line sits: the first line's photograph is the page's largest picture, the next on the first screen too. */
  photo?: 'first' | 'early' | 'later';
}

export function CartLine({ item, sessionId, photo = 'later' }: Props) {
  const [update, { isLoading: updating }] = useUpdateCartItemMutation();
  const [remove, { isLoading: removing }] = useRemoveCartItemMutation();
  const busy = updating || removing;
  const name = item.product.name;
  const unit = toPence(item.unitPrice);
  const undated = item.startDate === null;
  const [choosingDate, setChoosingDate] = useState(false);
  const [dateNotice, setDateNotice] = useState<string | null>(null);
  // The server's refusal of a bigger quantity, kept on screen until the next change succeeds.
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const most = Math.min(CART_QUANTITY.max, item.maxQuantity);
  const limitText =
    limitNotice ??
    (item.quantity >= item.maxQuantity && item.maxQuantity < CART_QUANTITY.max
      ? AVAILABILITY_MESSAGES.onlyAvailable(item.maxQuantity)
      : null);
  const limitId = `limit-${item.id}`;

  const removeLine = async () => {
    try {
      await remove({ id: item.id, sessionId }).unwrap();
      toast({ title: 'Item Removed', description: `${name} has been removed from your cart.` });
    } catch {
      toast({ title: 'Error', description: 'Failed to remove the item. Please try again.', variant: 'destructive' });
    }
  };

  const setQuantity = async (next: number) => {
    const change = quantityChange(item.quantity, next);
    if (change.kind === 'remove') return removeLine();
    if (change.kind === 'none') return;
    try {
      await update({ id: item.id, sessionId, quantity: change.quantity }).unwrap();
      setLimitNotice(null);
    } catch (error) {
      // No more units free for these dates: say how many are, and keep saying it.
      if (failedWith(error, 'DATES_UNAVAILABLE')) setLimitNotice(error.message);
      else toast({ title: 'Error', description: 'Failed to update the quantity. Please try again.', variant: 'destructive' });
    }
  };

  const removeBackup = async () => {
    try {
      await update({ id: item.id, sessionId, quantity: item.quantity, backupSize: null }).unwrap();
      toast({ title: 'Backup Size Removed', description: `${name} will come in UK ${item.size} only.` });
    } catch {
      toast({ title: 'Error', description: 'Failed to remove the backup size. Please try again.', variant: 'destructive' });
    }
  };

  const chooseDate = async (day: string) => {
    try {
      await update({ id: item.id, sessionId, quantity: item.quantity, startDate: day }).unwrap();
      setChoosingDate(false);
      setDateNotice(null);
      toast({ title: 'Date Chosen', description: `${name} from ${formatDay(day)}.`, variant: 'success' });
    } catch (error) {
      const specific = isApiFailure(error) && (error.status === 400 || error.status === 409);
      setDateNotice(specific ? error.message : 'Failed to save the date. Please try again.');
    }
  };

  const productHref = `/product/${item.product.slug}`;
  const removeButton = (
    <button
      type="button"
      className={item.available ? styles.remove : buttons.secondary}
      onClick={removeLine}
      disabled={busy}
      aria-label={`Remove ${name}`}
    >
      Remove
    </button>
  );

  return (
    <li className={item.available ? styles.line : styles.unavailableLine}>
      <div className={styles.thumb}>
        <ProductImage
          src={item.product.imageUrl ?? undefined}
          alt={name}
          sizes={IMAGE_SIZES.cartLine}
          priority={photo === 'first'}
          eager={photo === 'early'}
        />
      </div>
      <div className={styles.details}>
        <h3 className={styles.name}>
          <Link href={productHref}>{name}</Link>
        </h3>
        <p className={styles.meta}>
          Size {sizeLabel(item.size)} · {item.duration}-day rental
        </p>
        <RentalDates item={item} />
        <p className={styles.unit}>{displayPounds(unit)} each</p>
        {item.backupSize && (
          <p className={styles.backup}>
            <span>
              Backup size {sizeLabel(item.backupSize)} · <strong>Free</strong>
            </span>
            {item.backupUnavailableReason && (
              // Taken since it was added: checkout would refuse it, so the renter is told to remove it here.
              <span className={styles.limit} role="status">
                {item.backupUnavailableReason}: remove the backup size to place your order.
              </span>
            )}
            <button
              type="button"
              className={styles.remove}
              onClick={removeBackup}
              disabled={busy}
              aria-label={`Remove the backup size of ${name}`}
            >
              Remove
            </button>
          </p>
        )}
        {item.available && (
          <div className={styles.controls}>
            <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
              <button
                type="button"
                aria-label={`Decrease quantity of ${name}`}
                onClick={() => setQuantity(item.quantity - 1)}
                disabled={busy}
              >
                −
              </button>
              <output aria-live="polite" aria-label={`Quantity ${item.quantity}`}>
                {item.quantity}
              </output>
              <button
                type="button"
                aria-label={`Increase quantity of ${name}`}
                aria-describedby={limitText ? limitId : undefined}
                onClick={() => setQuantity(item.quantity + 1)}
                disabled={busy || item.quantity >= most}
              >
                +
              </button>
            </div>
            {removeButton}
          </div>
        )}
        {item.available && limitText && (
          <p id={limitId} className={styles.limit} role="status">
            {limitText}
          </p>
        )}
      </div>
      <p className={styles.lineTotal}>{displayPounds(unit * item.quantity)}</p>
      {undated && (
        // Added without a date (the original API's payload allows it): ask for it here, with the product page's calendar.
        <div className={styles.flag} role="group" aria-label={`${name} needs a start date`}>
          <p className={styles.reason}>{item.unavailableReason ?? AVAILABILITY_MESSAGES.startDateRequired}</p>
          <p className={styles.advice}>Choose when its rental starts, and it is ready to order.</p>
          {choosingDate ? (
            <LineDatePicker item={item} onChoose={chooseDate} notice={dateNotice} />
          ) : (
            <div className={styles.flagActions}>
              <button type="button" className={buttons.primary} onClick={() => setChoosingDate(true)} disabled={busy}>
                Choose a start date
              </button>
              {removeButton}
            </div>
          )}
        </div>
      )}
      {!item.available && !undated && (
        // The line cannot be ordered as it is: say why, and offer both ways out.
        <div className={styles.flag} role="group" aria-label={`${name} is unavailable`}>
          <p className={styles.reason}>{item.unavailableReason ?? AVAILABILITY_MESSAGES.lineUnavailable}</p>
          <p className={styles.advice}>Remove it, or choose another date for this dress.</p>
          <div className={styles.flagActions}>
            {removeButton}
            <Link href={productHref} className={buttons.textLink}>
              Choose another date
            </Link>
          </div>
        </div>
      )}
    </li>
  );
}

/** The rental days and the day the dress goes back in the post, as the server worked them out. */
function RentalDates({ item }: { item: CartItemView }) {
  if (!item.startDate || !item.endDate) return <p className={styles.dates}>No date chosen</p>;
  return (
    <>
      <p className={styles.dates}>{formatDayRange(item.startDate, item.endDate)}</p>
      {item.returnDate && <p className={styles.meta}>Back in the post {formatDay(item.returnDate)}</p>}
    </>
  );
}
