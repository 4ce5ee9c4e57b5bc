import { useState } from 'react';
import { formatPounds, type PayoutView } from '@dw/contracts';
import { usePageSetup } from '../../../shared/usePageSetup';
import { Badge, LoadFailure, LoadMore, Loading, PageHead } from '../areaParts';
import { EarningsTable } from '../earnings/EarningsPage';
import { formatPeriod, formatUkDate } from '../format';
import { useLenderPayoutsInfiniteQuery } from '../lenderAreaApi';
import { PAYOUT_STATUS } from '../statusText';
import styles from '../Area.module.css';

function PayoutCard({ payout }: { payout: PayoutView }) {
  const [open, setOpen] = useState(false);
  const status = PAYOUT_STATUS[payout.status];
  const period = formatPeriod(payout.period);
  const count = payout.earnings.length;
  const panelId = `payout-${payout.id}-rentals`;
  return (
    <li className={styles.panel}>
      <div className={styles.payoutHead}>
        <div>
          <p className={styles.tileLabel}>Rentals completed by the end of</p>
          <h2 className={styles.cardTitle}>{period}</h2>
        </div>
        <p className={styles.tileValue}>{formatPounds(payout.amountPence)}</p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
      <p className={styles.muted}>
        {payout.status === 'paid' && payout.paidAt
          ? `Paid on ${formatUkDate(payout.paidAt)} to your bank account.`
          : 'Scheduled: it will reach your bank account within a few working days.'}
      </p>
      <button
        type="button"
        className={`${styles.textLink} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {count} {count === 1 ? 'rental' : 'rentals'}
        <span className={styles.srOnly}> in the {period} payout</span>
      </button>
      <div id={panelId} hidden={!open}>
        {open ? <EarningsTable earnings={payout.earnings} caption={`Rentals in the ${period} payout`} /> : null}
      </div>
    </li>
  );
}

/** /lender/payouts: one payout a month for the rentals completed the month before. */
export function PayoutsPage() {
  usePageSetup('Payouts', 'Your monthly payouts.');
  const payouts = useLenderPayoutsInfiniteQuery();
  const items = payouts.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHead
        title="Payouts"
        lead="On the 1st of each month we pay you for the rentals completed, and paid for by the renter, by the end of the month before."
      />
      {payouts.error && !payouts.data ? (
        <LoadFailure error={payouts.error} what="your payouts" />
      ) : !payouts.data ? (
        <Loading what="your payouts" />
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p>No payouts yet. Your first one comes on the 1st of the month after a rental of yours is complete.</p>
        </div>
      ) : (
        <>
          <ul className={styles.stack}>
            {items.map((payout) => (
              <PayoutCard key={payout.id} payout={payout} />
            ))}
          </ul>
          {payouts.error ? <LoadFailure error={payouts.error} what="more payouts" /> : null}
          <LoadMore hasMore={payouts.hasNextPage} loading={payouts.isFetchingNextPage} onMore={() => void payouts.fetchNextPage()} />
        </>
      )}
    </>
  );
}
