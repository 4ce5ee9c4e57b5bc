import { deadlineText, formatPounds, type LenderEarning, formatDayRange, LENDER_SHARE_PERCENT } from '@dw/contracts';
import { usePageSetup } from '../../../shared/usePageSetup';
import { Badge, LoadFailure, LoadMore, Loading, PageHead } from '../areaParts';
import { formatUkDate } from '../format';
import { useLenderEarningsInfiniteQuery, useLenderEarningsSummaryQuery } from '../lenderAreaApi';
import { EARNING_STATUS } from '../statusText';
import styles from '../Area.module.css';

/**
 * Why an earned share is not paid yet: a damage claim open on the rental, or its 48-hour claim
 * window after the return still running. Null once nothing holds it (or once paid).
 */
export function heldText(earning: LenderEarning, now: Date = new Date()): string | null {
  if (earning.status !== 'earned') return null;
  if (earning.claimOpen) return '· held while a damage claim is decided';
  if (earning.claimWindowEndsAt && new Date(earning.claimWindowEndsAt).getTime() > now.getTime()) {
    return `· payable after ${deadlineText(earning.claimWindowEndsAt)}`;
  }
  return null;
}

/** The rows of an earnings statement; Payouts shows the same rows for the rentals a payout covers. */
export function EarningsTable({ earnings, caption }: { earnings: readonly LenderEarning[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.srOnly}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Dress</th>
          <th scope="col">Dates</th>
          <th scope="col" className={styles.num}>
            Rental fee
          </th>
          <th scope="col" className={styles.num}>
            Your {LENDER_SHARE_PERCENT}%
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {earnings.map((earning) => {
          const status = EARNING_STATUS[earning.status];
          return (
            <tr key={earning.id}>
              <td className={styles.mono} data-label="Ref.">
                {earning.orderReference}
              </td>
              <td data-label="">
                {earning.productName} <span className={styles.muted}>· UK {earning.size}</span>
              </td>
              <td data-label="">{formatDayRange(earning.startDate, earning.endDate)}</td>
              <td className={styles.num} data-label="Fee">
                {formatPounds(earning.rentalFeePence)}
              </td>
              <td className={styles.num} data-label="Yours">
                <strong>{formatPounds(earning.amountPence)}</strong>
              </td>
              <td>
                <Badge tone={status.tone}>{status.label}</Badge>
                {heldText(earning) ? <span className={styles.muted}> {heldText(earning)}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** /lender/earnings: her share of each rental's fee, what is pending, earned and paid. */
export function EarningsPage() {
  usePageSetup('Earnings', 'Your share of every rental of your dresses.');
  const earnings = useLenderEarningsInfiniteQuery();
  const summaryQuery = useLenderEarningsSummaryQuery();
  const summary = summaryQuery.data;
  const items = earnings.data?.pages.flatMap((p) => p.items) ?? [];
  const failed = (earnings.error && !earnings.data) || (summaryQuery.error && !summary);

  return (
    <>
      <PageHead
        title="Earnings"
        lead={`You keep ${LENDER_SHARE_PERCENT}% of every rental fee (cleaning and insurance are ours). A rental is earned once it is complete, and paid on the 1st of the next month.`}
      />
      {failed ? (
        <LoadFailure error={earnings.error ?? summaryQuery.error} what="your earnings" />
      ) : !earnings.data || !summary ? (
        <Loading what="your earnings" />
      ) : (
        <>
          <ul className={styles.tiles} aria-label="Summary">
            <li className={styles.tile}>
              <span className={styles.tileLabel}>This month</span>
              <span className={styles.tileValue}>{formatPounds(summary.thisMonthPence)}</span>
            </li>
            <li className={styles.tile}>
              <span className={styles.tileLabel}>To date</span>
              <span className={styles.tileValue}>{formatPounds(summary.toDatePence)}</span>
            </li>
            <li className={styles.tile}>
              <span className={styles.tileLabel}>Pending</span>
              <span className={styles.tileValue}>{formatPounds(summary.pendingPence)}</span>
            </li>
            <li className={styles.tile}>
              <span className={styles.tileLabel}>Next payout</span>
              <span className={styles.tileValue}>{formatUkDate(summary.nextPayoutDate)}</span>
            </li>
          </ul>
          <section className={styles.section} aria-labelledby="statement-title">
            <h2 id="statement-title" className={styles.sectionTitle}>
              Rental by rental
            </h2>
            {items.length === 0 ? (
              <div className={styles.empty}>
                <p>No rentals yet. Your share of each rental will appear here as soon as one of your dresses is booked.</p>
              </div>
            ) : (
              <>
                <EarningsTable earnings={items} caption="Your earnings, rental by rental" />
                {earnings.error ? <LoadFailure error={earnings.error} what="more earnings" /> : null}
                <LoadMore
                  hasMore={earnings.hasNextPage}
                  loading={earnings.isFetchingNextPage}
                  onMore={() => void earnings.fetchNextPage()}
                />
              </>
            )}
          </section>
        </>
      )}
    </>
  );
}
