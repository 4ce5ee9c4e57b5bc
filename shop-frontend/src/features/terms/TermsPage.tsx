import { usePageMeta } from '@dw/web-kit';
import {
  CLEANING_FEE_PENCE,
  FOUR_DAY_MULTIPLIER_TENTHS,
  INSURANCE_PENCE,
  RENTAL_DURATIONS,
  displayPounds,
  pageTitle,
  LENDER_SHARE_PERCENT,
  SHOP_COMMISSION_PERCENT,
} from '@dw/contracts';
import { Link } from 'wouter';
import layout from '../../shared/ui/layout.module.css';
import prose from '../../shared/ui/prose.module.css';
import styles from './TermsPage.module.css';

const CLEANING = displayPounds(CLEANING_FEE_PENCE);
const INSURANCE = displayPounds(INSURANCE_PENCE);
const [SHORT, LONG] = RENTAL_DURATIONS;

const SECTIONS = [
  { id: 'renting', title: 'Renting a dress' },
  { id: 'fees', title: 'Prices and fees' },
  { id: 'delivery', title: 'Delivery' },
  { id: 'returns', title: 'Returns' },
  { id: 'damage', title: 'Care, damage and insurance' },
  { id: 'fit', title: 'Fit and backup sizes' },
  { id: 'cancellations', title: 'Cancellations' },
  { id: 'lenders', title: 'Lending your wardrobe' },
  { id: 'contact', title: 'Questions' },
] as const;

export default function TermsPage() {
  usePageMeta(
    pageTitle('Rental Terms'),
    `Designer Wardrobe rental terms: ${SHORT} or ${LONG} day rentals, ${CLEANING} cleaning and ${INSURANCE} insurance per order, returns, damage and lender commission.`,
  );
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <span className={layout.eyebrow}>The small print, made simple</span>
        <h1>Rental Terms</h1>
        <p>Last updated 1 March 2025. These terms apply to every order placed on Designer Wardrobe.</p>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="On this page">
          <ol>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={prose.prose}>
          <h2 id="renting">Renting a dress</h2>
          <p>
            Every dress can be rented for {SHORT} or {LONG} days. The rental period begins on the start date you choose at checkout and ends
            on your end date; the dress is delivered before the start date so you have it in time for your occasion. The start date cannot
            be in the past, and the end date must be on or after the start date.
          </p>
          <p>
            Rentals are for personal use by the named customer. Please do not alter, hem, take in or otherwise change a rented dress in any
            way.
          </p>

          <h2 id="fees">Prices and fees</h2>
          <p>
            A {SHORT}-day rental costs the price shown on the dress. A {LONG}-day rental costs {FOUR_DAY_MULTIPLIER_TENTHS / 10} times that
            price, rounded to the nearest pound, unless the dress shows its own {LONG}-day price. Every order also carries:
          </p>
          <ul>
            <li>
              <strong>{CLEANING} professional cleaning</strong>, charged once per order, however many dresses it contains;
            </li>
            <li>
              <strong>{INSURANCE} damage insurance</strong>, also charged once per order.
            </li>
          </ul>
          <p>
            Your cart shows the subtotal, both fees and the total before you place your order, and that total is what you pay. Promotional
            codes advertised on the site are applied only where stated at checkout.
          </p>

          <h2 id="delivery">Delivery</h2>
          <p>
            Delivery within the UK is free and takes 1-3 business days. We aim for your dress to arrive 1-2 days before your event. If a
            delivery is delayed through our fault and you miss your occasion, we refund the rental in full.
          </p>

          <h2 id="returns">Returns</h2>
          <p>
            Please send the dress back on the day after your rental end date, using the prepaid Royal Mail label in the box, or book a free
            pickup from your home. Do not wash, iron or clean the dress yourself: cleaning is included, and home treatments can damage
            delicate fabrics.
          </p>
          <p>
            If you return a dress late without agreeing it with us first, we may charge one further {SHORT}-day rental for each late {SHORT}
            -day period, because late returns can disappoint the next renter.
          </p>

          <h2 id="damage">Care, damage and insurance</h2>
          <p>
            Normal wear is expected and covered. The {INSURANCE} insurance on each order covers minor accidental damage such as small
            stains, a lost sequin or bead, a loose hem or a small snag, which our specialists repair at no further cost to you.
          </p>
          <p>
            It does not cover loss, theft, deliberate damage, alterations, or damage so serious that the dress cannot be rented again. In
            those cases we may charge the reasonable cost of repair, or up to the original retail price of the dress if it cannot be
            repaired. We will always show you evidence and discuss it with you before any charge is made.
          </p>

          <h2 id="fit">Fit and backup sizes</h2>
          <p>
            You may ask for a backup size at no extra cost. Our 60-day perfect fit guarantee means that if a dress does not fit, tell us
            within 60 days and we will include free items in your next shipment.
          </p>

          <h2 id="cancellations">Cancellations</h2>
          <p>
            You can cancel free of charge up to 7 days before your rental start date. After that, because the dress has been reserved for
            you and others turned away, we refund the cleaning and insurance fees but not the rental itself. Your statutory rights are not
            affected.
          </p>

          <h2 id="lenders">Lending your wardrobe</h2>
          <p>
            Lenders keep {LENDER_SHARE_PERCENT}% of each rental fee; Designer Wardrobe keeps a {SHOP_COMMISSION_PERCENT}% commission on
            successful rentals. Listings are reviewed within 24-48 hours. Lenders are responsible for accurate descriptions of their pieces.
            Earnings are paid by bank transfer on the 1st of each month, and each rental is insured up to £2,000. Professional cleaning
            between rentals is at no cost to the lender.
          </p>

          <h2 id="contact">Questions</h2>
          <p>
            If anything here is unclear, our team is happy to help. You can also read <Link href="/how-it-works">how renting works</Link> or{' '}
            <Link href="/all-dresses">browse the collection</Link>.
          </p>
        </div>
      </div>
    </div>
  );
}
