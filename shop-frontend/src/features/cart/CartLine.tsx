import { AVAILABILITY_MESSAGES, CART_QUANTITY, type CartItemView, formatDay, sizeLabel, toPence, toast } from '@dw/contracts';
import { Link } from 'wouter';
import { pounds } from '../../shared/money';
import buttons from '../../shared/ui/buttons.module.css';
import { ProductImage } from '../products/ProductImage';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from './cartApi';
import { quantityChange } from './cartTotals';
import styles from './CartLine.module.css';

interface Props {
  item: CartItemView;
  sessionId: string;
}

export function CartLine({ item, sessionId }: Props) {
  const [update, { isLoading: updating }] = useUpdateCartItemMutation();
  const [remove, { isLoading: removing }] = useRemoveCartItemMutation();
  const busy = updating || removing;
  const name = item.product.name;
  const unit = toPence(item.unitPrice);

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
    } catch {
      toast({ title: 'Error', description: 'Failed to update the quantity. Please try again.', variant: 'destructive' });
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
        <ProductImage src={item.product.imageUrl ?? undefined} alt={name} sizes="120px" />
      </div>
      <div className={styles.details}>
        <h3 className={styles.name}>
          <Link href={productHref}>{name}</Link>
        </h3>
        <p className={styles.meta}>
          Size {sizeLabel(item.size)} · {item.duration}-day rental
        </p>
        <RentalDates item={item} />
        <p className={styles.unit}>{pounds(unit)} each</p>
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
                onClick={() => setQuantity(item.quantity + 1)}
                disabled={busy || item.quantity >= CART_QUANTITY.max}
              >
                +
              </button>
            </div>
            {removeButton}
          </div>
        )}
      </div>
      <p className={styles.lineTotal}>{pounds(unit * item.quantity)}</p>
      {!item.available && (
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
      <p className={styles.dates}>
        {formatDay(item.startDate)} – {formatDay(item.endDate)}
      </p>
      {item.returnDate && <p className={styles.meta}>Back in the post {formatDay(item.returnDate)}</p>}
    </>
  );
}
