import {
  AVAILABILITY_MESSAGES,
  CHARGES_CONSENT_REQUIRED_MESSAGE,
  type CartItemView,
  NOTICES,
  type OrderTotalsPence,
  type OrderView,
  PROMO_ERROR_CODES,
  type QuoteView,
  formatDayRange,
  formatPence,
  formatTotals,
  orderReference,
  toast,
} from '@dw/contracts';
import { TextField, failedWith, failureText, isApiFailure } from '@dw/web-kit';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useDrawingFromServer } from '../../shared/useDrawingFromServer';
import buttons from '../../shared/ui/buttons.module.css';
import { useGetQuoteQuery } from '../cart/cartApi';
import { ChargesConsent } from './ChargesConsent';
import { PromoCodeBox } from '../cart/PromoCodeBox';
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  EMPTY_CHECKOUT,
  checkCheckout,
  checkoutBlock,
  derivedRentalDates,
  orderCustomer,
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
  // While the page is the server's drawing (a returning renter's cart), before its code has taken
  // over, the form does nothing: fields read-only, buttons disabled. A submit then would be the
  // browser's own, with the renter's details in the address bar.
  const drawn = useDrawingFromServer();
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  // Counts refused submits: after each, the first field in error is scrolled to and focused.
  const [refusals, setRefusals] = useState(0);
  // Agreeing to later charges (late return, damage) on the card: the shop needs it when it takes cards.
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const keeper = useRef(createIdempotencyKeeper()).current;
  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  // The code the renter asked for; the server's quote says whether it applies.
  const [promoCode, setPromoCode] = useState<string | undefined>(undefined);
  const { data: quote } = useGetQuoteQuery({ sessionId, promoCode });
  const blocked = checkoutBlock(items);
  const dates = derivedRentalDates(items);

  const set = (field: CheckoutField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _solved, ...rest }) => rest);
  };

  useEffect(() => {
    if (refusals === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred, so neither the sticky header nor a toast hides it; its message is already beside it.
    first?.scrollIntoView({ block: 'center', behavior: 'instant' });
    first?.focus({ preventScroll: true });
  }, [refusals]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    // The server would refuse the whole order: send the shopper to the flagged lines first.
    if (blocked) {
      toast({ ...blocked, variant: 'destructive' });
      return;
    }
    // The form's own problems are said at once, even before the quote has arrived.
    const problem = checkCheckout(values);
    if (problem) {
      setErrors(problem.errors);
      setRefusals((n) => n + 1);
      toast({ ...problem.notice, variant: 'destructive' });
      return;
    }
    // Only the server's figures are ever shown or sent: wait for its quote of this cart.
    if (!quote) return;
    setErrors({});
    inFlight.current = true;
    try {
      const order = await placeOrder({
        idempotencyKey: keeper.current(),
        body: {
          sessionId,
          chargesConsent: consent,
          ...(quote.promoCode ? { promoCode: quote.promoCode } : {}),
          order: { ...orderCustomer(values), ...figuresOf(quote) },
          items: items.map(({ id, productId, size, duration, quantity, startDate, backupSize }) => ({
            productId,
            size,
            duration,
            quantity,
            unitPrice: formatPence(quote.lines.find((line) => line.cartItemId === id)?.unitPricePence ?? 0),
            startDate: startDate as string, // checkoutBlock() let no undated line through
            // The free backup size goes with its line; a 409 naming it leaves the renter to remove it in the cart.
            ...(backupSize ? { backupSize } : {}),
          })),
        },
      }).unwrap();
      keeper.complete();
      setValues(EMPTY_CHECKOUT);
      setConsent(false);
      // A card payment: the renter pays on the provider's hosted page and comes back to her order page.
      if (order.payment?.redirectUrl) {
        window.location.assign(order.payment.redirectUrl);
        return;
      }
      toast({ title: 'Order Placed', description: `Thank you! Your order #${orderReference(order.id)} is confirmed.`, variant: 'success' });
      onPlaced(order);
    } catch (error) {
      // The figures moved: the quote refetches (ordersApi) and the summary shows the new ones to place again.
      if (failedWith(error, 'QUOTE_CHANGED')) {
        toast({
          title: 'Prices have changed',
          description: 'Please check the new total and place your order again.',
          variant: 'destructive',
        });
        return;
      }
      // Paying by card needs the consent: said beside the box, which is focused.
      if (failedWith(error, 'CHARGES_CONSENT_REQUIRED')) {
        setConsentError(failureText(error, CHARGES_CONSENT_REQUIRED_MESSAGE));
        setRefusals((n) => n + 1);
        toast({
          title: NOTICES.orderFailed.title,
          description: failureText(error, CHARGES_CONSENT_REQUIRED_MESSAGE),
          variant: 'destructive',
        });
        return;
      }
      // The code cannot be used (for this renter, or any more): it is dropped, so placing again orders without it.
      if (failedWith(error, ...Object.values(PROMO_ERROR_CODES))) {
        setPromoCode(undefined);
        toast({
          title: 'Promo code removed',
          description: `${failureText(error, NOTICES.orderFailed.description)} You can place your order without it.`,
          variant: 'destructive',
        });
        return;
      }
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

  const field = (name: CheckoutField) => ({ name, value: values[name], onChange: set(name), error: errors[name], readOnly: drawn });
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Checkout">
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
          <p className={styles.note}>All fields are required unless marked optional.</p>
          <div className={styles.grid}>
            <TextField label="Full name" autoComplete="name" {...field('customerName')} wide />
            <TextField label="Email address" type="email" autoComplete="email" {...field('customerEmail')} />
            <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="07700 900123" {...field('customerPhone')} />
            <fieldset className={styles.address}>
              <legend className={styles.legend}>Delivery address</legend>
              <div className={styles.grid}>
                <TextField
                  label="Address line 1"
                  autoComplete="address-line1"
                  placeholder="House number or name and street"
                  {...field('addressLine1')}
                  wide
                />
                <TextField
                  label={
                    <>
                      Address line 2 <span className={styles.optional}>(optional)</span>
                    </>
                  }
                  required={false}
                  autoComplete="address-line2"
                  placeholder="Flat, building or area"
                  {...field('addressLine2')}
                  wide
                />
                <TextField label="Town or city" autoComplete="address-level2" {...field('town')} />
                <TextField
                  label="Postcode"
                  autoComplete="postal-code"
                  autoCapitalize="characters"
                  placeholder="SW1A 1AA"
                  {...field('postcode')}
                />
              </div>
            </fieldset>
          </div>
        </section>
      </div>
      <div className={styles.aside}>
        <OrderSummary
          totals={quote && quoteTotals(quote)}
          promoCode={quote?.promoCode}
          promo={
            <PromoCodeBox
              waiting={drawn}
              applied={quote?.promoCode ?? null}
              problem={promoCode ? (quote?.promoProblem?.message ?? null) : null}
              onApply={setPromoCode}
              onRemove={() => setPromoCode(undefined)}
            />
          }
        >
          <ChargesConsent
            disabled={drawn}
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              if (checked) setConsentError(undefined);
            }}
            error={consentError}
          />
          {blocked && (
            <p id="checkout-blocked" className={styles.blocked}>
              {blocked.description}
            </p>
          )}
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.block}`}
            disabled={drawn}
            // Not disabled while placing: a disabled button drops the keyboard focus (inFlight stops a second order).
            aria-disabled={placing || !quote || undefined}
            aria-describedby={blocked ? 'checkout-blocked' : undefined}
          >
            {placing ? 'Placing Order…' : 'Place Order'}
          </button>
        </OrderSummary>
      </div>
    </form>
  );
}

/** The quote's figures (integer pence) as the summary shows them. */
function quoteTotals(quote: QuoteView): OrderTotalsPence {
  return {
    subtotal: quote.subtotalPence,
    cleaningFee: quote.cleaningFeePence,
    insurance: quote.insurancePence,
    discount: quote.discountPence,
    total: quote.totalPence,
  };
}

/** The figures the renter was shown, sent back (in the order body's '45.00' form) so the server can tell her if they moved. */
function figuresOf(quote: QuoteView) {
  return formatTotals(quoteTotals(quote));
}
