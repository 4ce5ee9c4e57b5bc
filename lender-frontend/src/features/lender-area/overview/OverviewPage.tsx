import { Link } from 'wouter';
import { LENDER_AREA_PATHS, formatPounds, type LenderMe, formatDayRange } from '@dw/contracts';
import buttons from '../../../shared/ui/Button.module.css';
import { usePageSetup } from '../../../shared/usePageSetup';
import { Badge, LoadFailure, Loading, PageHead } from '../areaParts';
import { formatUkDate } from '../format';
import { useLenderBookingsInfiniteQuery, useLenderEarningsSummaryQuery, useLenderLiveCountQuery } from '../lenderAreaApi';
import { ACCOUNT_STATUS, orderStatusBadge } from '../statusText';
import styles from '../Area.module.css';

/** How many upcoming rentals the overview lists before pointing to Bookings. */
const UPCOMING_SHOWN = 3;

function AccountStanding({ me }: { me: LenderMe }) {
  const status = ACCOUNT_STATUS[me.status];
  return (
    <section className={styles.status} data-status={me.status} aria-labelledby="standing-title">
      <h2 id="standing-title" className={styles.tileLabel}>
        Account status
      </h2>
      <Badge tone={status.tone}>{status.label}</Badge>
      <p>{status.text}</p>
      {me.status === 'rejected' && me.rejectionReason ? (
        <p className={styles.reason}>
          <strong>Reason given:</strong> {me.rejectionReason}
        </p>
      ) : null}
    </section>
  );
}

function Figures() {
  const listings = useLenderLiveCountQuery();
  const earnings = useLenderEarningsSummaryQuery();
  const liveCount = listings.data ?? null;
  const summary = earnings.data;
  const tiles = [
    { label: 'Live dresses', value: liveCount === null ? '—' : String(liveCount) },
    { label: 'Earned this month', value: summary ? formatPounds(summary.thisMonthPence) : '—' },
    { label: 'Earned to date', value: summary ? formatPounds(summary.toDatePence) : '—' },
    { label: 'Next payout', value: summary ? formatUkDate(summary.nextPayoutDate) : '—' },
  ];
  return (
    <section aria-labelledby="figures-title">
      <h2 id="figures-title" className={styles.sectionTitle}>
        At a glance
      </h2>
      {earnings.error ? <LoadFailure error={earnings.error} what="your earnings" /> : null}
      {listings.error ? <LoadFailure error={listings.error} what="your listings" /> : null}
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.label} className={styles.tile}>
            <span className={styles.tileLabel}>{tile.label}</span>
            <span className={styles.tileValue}>{tile.value}</span>
          </li>
        ))}
      </ul>
      {summary && summary.pendingPence > 0 ? (
        <p className={`${styles.muted} ${styles.note}`}>
          A further {formatPounds(summary.pendingPence)} will be yours once the rentals under way are complete.
        </p>
      ) : null}
    </section>
  );
}

function Upcoming() {
  const bookings = useLenderBookingsInfiniteQuery({ when: 'upcoming' });
  const rentals = (bookings.data?.pages.flatMap((p) => p.items) ?? []).filter((b) => b.kind === 'order').slice(0, UPCOMING_SHOWN);
  return (
    <section className={styles.section} aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className={styles.sectionTitle}>
        Upcoming rentals
      </h2>
      {bookings.error ? (
        <LoadFailure error={bookings.error} what="your bookings" />
      ) : !bookings.data ? (
        <Loading what="your bookings" />
      ) : rentals.length === 0 ? (
        <div className={styles.empty}>
          <p>No rentals booked yet. Once a renter books one of your live dresses, you will see the dates here.</p>
        </div>
      ) : (
        <ul className={styles.cards}>
          {rentals.map((rental) => {
            const badge = orderStatusBadge(rental.orderStatus);
            return (
              <li key={rental.id} className={styles.panel}>
                <h3 className={styles.cardTitle}>{rental.productName}</h3>
                <p>{formatDayRange(rental.startDate, rental.endDate)}</p>
                <p className={styles.muted}>
                  UK {rental.size} · Ref. <span className={styles.mono}>{rental.orderReference}</span>
                </p>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.more}>
        <Link href={`~${LENDER_AREA_PATHS.bookings}`} className={styles.textLink}>
          All bookings
        </Link>
      </p>
    </section>
  );
}

/** /lender: the account's standing and the figures a lender checks first. */
export function OverviewPage({ me }: { me: LenderMe }) {
  usePageSetup('Your lender area', 'Your dresses, bookings, earnings and payouts at a glance.');
  return (
    <>
      <PageHead title="Overview" lead="Your dresses, rentals and earnings at a glance. Payouts are made on the 1st of each month.">
        <Link href="~/list-dress" className={`${buttons.button} ${buttons.primary}`}>
          List another dress
        </Link>
      </PageHead>
      <AccountStanding me={me} />
      <Figures />
      <Upcoming />
    </>
  );
}
