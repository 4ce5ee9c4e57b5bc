import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { LENDER_AREA_PATHS, canChangeLiveDress, imageVariant, type LenderListing } from '@dw/contracts';
import buttons from '../../../shared/ui/Button.module.css';
import { usePageSetup } from '../../../shared/usePageSetup';
import { Badge, LoadFailure, LoadMore, Loading, PageHead } from '../areaParts';
import { useLenderListingsInfiniteQuery } from '../lenderAreaApi';
import { LISTING_STATUS } from '../statusText';
import { ChangePricesForm } from './ChangePricesForm';
import { pricesSummary } from './priceRules';
import { BookingRulesForm, rulesSummary } from './BookingRulesForm';
import styles from '../Area.module.css';

export const RESUBMITTED_TEXT =
  'Your changes are saved and your dress has been sent for review again. We will email you within 24-48 hours.';

function editPath(id: string): string {
  return LENDER_AREA_PATHS.editListing.replace(':id', encodeURIComponent(id));
}

/** Said once her new prices are saved: the shop already shows them. */
export function pricesSavedText(listing: LenderListing): string {
  return `New prices saved: ${pricesSummary(listing)}. The shop shows them now, for new bookings.`;
}

function ListingCard({ listing }: { listing: LenderListing }) {
  const [rulesOpen, setRulesOpen] = useState(false);
  const [rulesSaved, setRulesSaved] = useState<string | null>(null);
  const status = LISTING_STATUS[listing.status];
  const [repricing, setRepricing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const formId = `prices-form-${listing.id}`;
  const editable = listing.status === 'pending' || listing.status === 'rejected';
  // Prices and booking rules: hers to change once the dress is live (the API's own rule).
  const changeable = canChangeLiveDress(listing.status);
  const photo = listing.imageUrls[0];
  return (
    <li className={styles.card}>
      {photo ? (
        <img className={styles.photo} src={imageVariant(photo, 320)} alt="" loading="lazy" />
      ) : (
        <span className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <p className={styles.brand}>{listing.brand}</p>
        <h2 className={styles.cardTitle}>{listing.name}</h2>
        <Badge tone={status.tone}>{status.label}</Badge>
        <p className={styles.muted}>{pricesSummary(listing)}</p>
        {listing.status === 'rejected' && listing.rejectionReason ? (
          <p className={styles.reason}>
            <strong>Why:</strong> {listing.rejectionReason}
          </p>
        ) : null}
        {listing.status === 'pending' ? <p className={styles.muted}>Our stylists are reviewing it, usually within 24-48 hours.</p> : null}
        {listing.status === 'approved' ? (
          <p className={styles.muted}>Approved: it goes live in the shop with your photos shortly.</p>
        ) : null}
        <div className={styles.cardActions}>
          {editable ? (
            <Link href={`~${editPath(listing.id)}`} className={styles.textLink} aria-label={`Edit ${listing.name}`}>
              {listing.status === 'rejected' ? 'Edit and resubmit' : 'Edit'}
            </Link>
          ) : null}
          {changeable ? (
            <button
              type="button"
              className={`${styles.textLink} ${styles.toggle}`}
              aria-expanded={repricing}
              aria-controls={repricing ? formId : undefined}
              aria-label={`Change prices of ${listing.name}`}
              onClick={() => {
                setRepricing((open) => !open);
                setSaved(null);
              }}
            >
              Change prices
            </button>
          ) : null}
          {listing.status === 'live' && listing.productSlug ? (
            <Link
              href={`~/product/${encodeURIComponent(listing.productSlug)}`}
              className={styles.textLink}
              aria-label={`View in the shop: ${listing.name}`}
            >
              View in the shop
            </Link>
          ) : null}
          {changeable ? (
            <button
              type="button"
              className={`${styles.textLink} ${styles.toggle}`}
              aria-expanded={rulesOpen}
              aria-label={`Booking rules for ${listing.name}`}
              onClick={() => {
                setRulesOpen((open) => !open);
                setRulesSaved(null);
              }}
            >
              Booking rules
            </button>
          ) : null}
        </div>
        {saved ? (
          <p className={styles.notice} role="status">
            {saved}
          </p>
        ) : null}
        {repricing ? (
          <div id={formId}>
            <ChangePricesForm
              listing={listing}
              onCancel={() => setRepricing(false)}
              onSaved={(updated) => {
                setRepricing(false);
                setSaved(pricesSavedText(updated));
              }}
            />
          </div>
        ) : null}
        {changeable && !rulesOpen ? (
          <p className={styles.muted} role={rulesSaved ? 'status' : undefined}>
            {rulesSaved ?? rulesSummary(listing.bookingRules)}
          </p>
        ) : null}
        {changeable && rulesOpen ? (
          <BookingRulesForm
            listing={listing}
            onDone={(saved) => {
              setRulesOpen(false);
              setRulesSaved(saved);
            }}
          />
        ) : null}
      </div>
    </li>
  );
}

/** /lender/listings: every dress she listed, with its status; pending and rejected ones can be edited. */
export function ListingsPage() {
  usePageSetup('My listings', 'Your listed dresses and where each one stands.');
  const resubmitted = new URLSearchParams(useSearch()).get('resubmitted') !== null;
  const listings = useLenderListingsInfiniteQuery();
  const items = listings.data?.pages.flatMap((p) => p.items) ?? [];
  const total = listings.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHead title="My listings" lead={listings.data ? `${total} ${total === 1 ? 'dress' : 'dresses'} listed.` : undefined}>
        <Link href="~/list-dress" className={`${buttons.button} ${buttons.primary}`}>
          List another dress
        </Link>
      </PageHead>
      {resubmitted ? (
        <p className={styles.notice} role="status">
          {RESUBMITTED_TEXT}
        </p>
      ) : null}
      {listings.error && !listings.data ? (
        <LoadFailure error={listings.error} what="your listings" />
      ) : !listings.data ? (
        <Loading what="your listings" />
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p>You have not listed a dress yet.</p>
          <Link href="~/list-dress" className={`${buttons.button} ${buttons.secondary}`}>
            List your first dress
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.cards}>
            {items.map((listing) => (
              <ListingCard key={listing.id} listing={listing} />
            ))}
          </ul>
          {listings.error ? <LoadFailure error={listings.error} what="more listings" /> : null}
          <LoadMore hasMore={listings.hasNextPage} loading={listings.isFetchingNextPage} onMore={() => void listings.fetchNextPage()} />
        </>
      )}
    </>
  );
}
