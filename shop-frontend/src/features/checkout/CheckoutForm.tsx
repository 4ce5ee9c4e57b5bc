import { AVAILABILITY_MESSAGES, type CartItemView, NOTICES, type OrderView, formatDayRange, orderReference, toast } from '@dw/contracts';
import { TextField, failedWith, failureText, isApiFailure } from '@dw/web-kit';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import buttons from '../../shared/ui/buttons.module.css';
import { cartTotals } from '../cart/cartTotals';
import {
  type CheckoutField,
  type CheckoutValues,
  EMPTY_CHECKOUT,
  checkCheckout,
  checkoutBlock,
  derivedRentalDates,
  trimValues,
} from './checkoutForm';
import { createIdempotencyKeeper } from './idempotencyKey';
import { usePlaceOrderMutation } from './ordersApi';
import { OrderSummary } from './OrderSummary';
import styles from './CheckoutForm.module.css';

interface Props {
  sessionId: string;
  items: readonly CartItemView[];
  onPlaced: (order: OrderView) => void;
  /** The cart's lines, shown above the delivery details. */
  children: ReactNode;
}

/** The cart page's form: lines and delivery details on the left, the summary and button beside them. */
export function CheckoutForm({ sessionId, items, onPlaced, children }: Props) {
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [invalid, setInvalid] = useState<{ fields: CheckoutField[]; message: string } | null>(null);
  const keeper = useRef(createIdempotencyKeeper()).current;
  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  const totals = cartTotals(items);
  const blocked = checkoutBlock(items);
  const dates = derivedRentalDates(items);

  const set = (field: CheckoutField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid?.fields.includes(field)) setInvalid(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    // The server would refuse the whole order: send the shopper to the flagged lines first.
    if (blocked) {
      toast({ ...blocked, variant: 'destructive' });
      return;
    }
    const problem = checkCheckout(values);
    if (problem) {
      setInvalid({ fields: problem.fields, message: problem.notice.description });
      toast({ ...problem.notice, variant: 'destructive' });
      return;
    }
    setInvalid(null);
    inFlight.current = true;
    try {
      const order = await placeOrder({
        idempotencyKey: keeper.current(),
        body: {
          sessionId,
          order: { ...trimValues(values), ...totals },
          items: items.map(({ productId, size, duration, quantity, unitPrice, startDate }) => ({
            productId,
            size,
            duration,
            quantity,
            unitPrice,
            startDate: startDate as string, // checkoutBlock() let no undated line through
          })),
        },
      }).unwrap();
      keeper.complete();
      setValues(EMPTY_CHECKOUT);
      toast({ title: 'Order Placed', description: `Thank you! Your order #${orderReference(order.id)} is confirmed.`, variant: 'success' });
      onPlaced(order);
    } catch (error) {
      // 400 and 409 carry a sentence the shopper can act on (a date, a changed price); other failures do not.
      // A date taken meanwhile also refetches the cart (ordersApi), which flags the line.
      const specific = isApiFailure(error) && (error.status === 400 || error.status === 409);
      toast({
        title: failedWith(error, 'DATES_UNAVAILABLE') ? AVAILABILITY_MESSAGES.unavailableToast.title : NOTICES.orderFailed.title,
        description: specific ? failureText(error, NOTICES.orderFailed.description) : NOTICES.orderFailed.description,
        variant: 'destructive',
      });
    } finally {
      inFlight.current = false;
    }
  };

  const errorFor = (field: CheckoutField) => {
    if (!invalid?.fields.includes(field)) return undefined;
    return values[field].trim() === '' ? 'Please fill in this field.' : invalid.message;
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Checkout">
      <div className={styles.main}>
        {children}
        <section className={styles.details} aria-labelledby="checkout-title">
          <h2 id="checkout-title" className={styles.title}>
            Delivery &amp; rental details
          </h2>
          {dates && (
            <dl className={styles.dates}>
              <dt>Rental dates</dt>
              <dd>{formatDayRange(dates.from, dates.to)}</dd>
              <dd className={styles.datesNote}>
                Set by the dates of the dresses in your cart. Each arrives the day before its rental starts.
              </dd>
            </dl>
          )}
          <p className={styles.note}>All fields are required.</p>
          <div className={styles.grid}>
            <TextField
              label="Full name"
              name="customerName"
              autoComplete="name"
              value={values.customerName}
              onChange={set('customerName')}
              error={errorFor('customerName')}
              wide
            />
            <TextField
              label="Email address"
              name="customerEmail"
              type="email"
              autoComplete="email"
              value={values.customerEmail}
              onChange={set('customerEmail')}
              error={errorFor('customerEmail')}
            />
            <TextField
              label="Phone number"
              name="customerPhone"
              type="tel"
              autoComplete="tel"
              placeholder="07700 900123"
              value={values.customerPhone}
              onChange={set('customerPhone')}
              error={errorFor('customerPhone')}
            />
            <TextField
              label="Delivery address"
              name="deliveryAddress"
              multiline
              autoComplete="street-address"
              placeholder="House number, street, town and postcode"
              value={values.deliveryAddress}
              onChange={set('deliveryAddress')}
              error={errorFor('deliveryAddress')}
              wide
            />
          </div>
        </section>
      </div>
      <div className={styles.aside}>
        <OrderSummary totals={totals}>
          {blocked && (
            <p id="checkout-blocked" className={styles.blocked}>
              {blocked.description}
            </p>
          )}
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.block}`}
            disabled={placing}
            aria-describedby={blocked ? 'checkout-blocked' : undefined}
          >
            {placing ? 'Placing Order…' : 'Place Order'}
          </button>
        </OrderSummary>
      </div>
    </form>
  );
}
