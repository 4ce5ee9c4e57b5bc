import { useState, type FormEvent } from 'react';
import {
  CLAIM_DECISION_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_TEXT_MIN,
  CLAIM_WINDOW_HOURS,
  RETURN_CONDITION_LABELS,
  deadlineText,
  formatDay,
  formatPounds,
  poundsInputToPence,
  toast,
  type ClaimView,
  type ConditionRecordView,
} from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { usePageSetup } from '../../../shared/usePageSetup';
import buttons from '../../../shared/ui/Button.module.css';
import { Badge, LoadFailure, LoadMore, Loading, PageHead, isSignedOut, useSignInWhenSignedOut, type Tone } from '../areaParts';
import { useLenderClaimsInfiniteQuery, useLenderConditionRecordsInfiniteQuery, useOpenLenderClaimMutation } from '../lenderAreaApi';
import styles from '../Area.module.css';
import own from './Claims.module.css';

const HOUR = 3_600_000;

/** When a claim on a returned dress may no longer be opened (the server decides; this only offers the button). */
export function claimWindowCloses(record: Pick<ConditionRecordView, 'recordedAt'>): Date {
  return new Date(new Date(record.recordedAt).getTime() + CLAIM_WINDOW_HOURS * HOUR);
}

const STATUS_TONE: Readonly<Record<ClaimView['status'], Tone>> = {
  open: 'neutral',
  answered: 'neutral',
  unanswered: 'quiet',
  decided: 'ink',
};

function ClaimForm({ record, onDone }: { record: ConditionRecordView; onDone: () => void }) {
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [photos, setPhotos] = useState<string[]>(record.photos);
  const [problem, setProblem] = useState<string | null>(null);
  const [openClaim, { isLoading, error }] = useOpenLenderClaimMutation();
  useSignInWhenSignedOut(error && isSignedOut(error) ? error : null);
  const id = `claim-${record.orderItemId}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amountPence = poundsInputToPence(amount);
    if (description.trim().length < CLAIM_TEXT_MIN) return setProblem(`Please say what happened (at least ${CLAIM_TEXT_MIN} characters).`);
    if (amountPence === null || amountPence < 1) return setProblem('Please enter the amount in pounds, such as 120.00.');
    setProblem(null);
    try {
      await openClaim({ orderItemId: record.orderItemId, description: description.trim(), amountPence, photos }).unwrap();
      toast({
        title: 'Damage reported',
        description: 'The renter is told and has 72 hours to answer; we then decide.',
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      if (!isSignedOut(failure)) setProblem(failureText(failure, 'We could not report the damage. Please try again.'));
    }
  }

  return (
    <form
      className={`${styles.panel} ${own.wide}`}
      onSubmit={(e) => void onSubmit(e)}
      aria-label={`Report damage to ${record.productName}`}
    >
      <div className={own.fields}>
        <div className={own.field}>
          <label htmlFor={`${id}-what`}>What happened</label>
          <textarea id={`${id}-what`} rows={3} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <div className={own.field}>
          <label htmlFor={`${id}-amount`}>Amount asked (£)</label>
          <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </div>
        {record.photos.length > 0 ? (
          <fieldset className={own.field}>
            <legend>Photos from its record</legend>
            <div className={own.thumbs}>
              {record.photos.map((src, i) => (
                <label key={src} className={own.pick}>
                  <input
                    type="checkbox"
                    checked={photos.includes(src)}
                    onChange={(e) => setPhotos(e.target.checked ? [...photos, src] : photos.filter((p) => p !== src))}
                  />
                  <img src={src} alt={`Return photo ${i + 1}`} className={own.thumb} />
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>
      {problem ? (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Report damage'}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function RecordRow({ record, claimed, now }: { record: ConditionRecordView; claimed: boolean; now: Date }) {
  const [reporting, setReporting] = useState(false);
  const closes = claimWindowCloses(record);
  const canClaim = record.kind === 'return' && !claimed && now.getTime() <= closes.getTime();
  return (
    <li className={styles.card}>
      {record.photos[0] ? (
        <img src={record.photos[0]} alt={`${record.productName}, ${record.kind} photo 1`} className={styles.photo} />
      ) : (
        <div className={own.empty} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <p className={styles.cardTitle}>{record.productName}</p>
        <p className={styles.muted}>
          UK {record.size} · <span className={styles.mono}>{record.orderReference}</span>
        </p>
        <p>
          {record.kind === 'dispatch'
            ? `Sent ${formatDay(record.recordedAt.slice(0, 10))}`
            : `Back ${formatDay(record.receivedOn ?? record.recordedAt.slice(0, 10))}: ${record.condition ? RETURN_CONDITION_LABELS[record.condition] : ''}`}
          {' · '}recorded by {record.recordedBy === 'lender' ? 'you' : 'Designer Wardrobe'}
        </p>
        {record.note ? <p className={styles.note}>{record.note}</p> : null}
        {record.photos.length > 1 ? (
          <ul className={own.thumbs} aria-label="More photos">
            {record.photos.slice(1).map((src, i) => (
              <li key={src}>
                <img src={src} alt={`${record.productName}, ${record.kind} photo ${i + 2}`} className={own.thumb} />
              </li>
            ))}
          </ul>
        ) : null}
        {canClaim && !reporting ? (
          <p>
            <button type="button" className={styles.textLink} onClick={() => setReporting(true)}>
              Report damage<span className={styles.srOnly}> to {record.productName}</span>
            </button>{' '}
            <span className={styles.muted}>until {deadlineText(closes.toISOString())}</span>
          </p>
        ) : null}
      </div>
      {reporting ? <ClaimForm record={record} onDone={() => setReporting(false)} /> : null}
    </li>
  );
}

function ClaimRow({ claim }: { claim: ClaimView }) {
  return (
    <tr>
      <td className={styles.mono} data-label="Ref.">
        {claim.orderReference}
      </td>
      <td data-label="">
        {claim.productName} <span className={styles.muted}>· UK {claim.size}</span>
      </td>
      <td className={styles.num} data-label="Asked">
        {formatPounds(claim.amountPence)}
      </td>
      <td>
        <Badge tone={STATUS_TONE[claim.status]}>{CLAIM_STATUS_LABELS[claim.status]}</Badge>
      </td>
      <td data-label="">
        {claim.decision
          ? `${CLAIM_DECISION_LABELS[claim.decision]}${claim.decidedPence ? `: ${formatPounds(claim.decidedPence)} to your next payout` : ''}`
          : claim.status === 'open'
            ? `Renter may answer until ${deadlineText(claim.answerDueAt)}`
            : 'Awaiting our decision'}
      </td>
    </tr>
  );
}

/**
 * /lender/claims: her dresses' condition records (as they left and came back) and her damage
 * claims. Within 48 hours of a dress coming back she may report damage, with its photos.
 */
export function ClaimsPage() {
  usePageSetup('Claims', 'Your dresses’ condition records and damage claims.');
  const records = useLenderConditionRecordsInfiniteQuery();
  const claims = useLenderClaimsInfiniteQuery();
  const recordItems = records.data?.pages.flatMap((p) => p.items) ?? [];
  const claimItems = claims.data?.pages.flatMap((p) => p.items) ?? [];
  const claimed = new Set(claimItems.map((c) => c.orderItemId));
  const now = new Date();

  return (
    <>
      <PageHead
        title="Claims"
        lead={`Each dress is photographed as it leaves and when it is back. Report any damage within ${CLAIM_WINDOW_HOURS} hours of its return.`}
      />
      <section className={styles.section} aria-labelledby="claims-heading">
        <h2 className={styles.sectionTitle} id="claims-heading">
          Your claims
        </h2>
        {claims.error && !claims.data ? (
          <LoadFailure error={claims.error} what="your claims" />
        ) : !claims.data ? (
          <Loading what="your claims" />
        ) : claimItems.length === 0 ? (
          <div className={styles.empty}>
            <p>No damage reported.</p>
          </div>
        ) : (
          <>
            <table className={styles.table}>
              <caption className={styles.srOnly}>Your damage claims</caption>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Dress</th>
                  <th scope="col" className={styles.num}>
                    Asked
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Outcome</th>
                </tr>
              </thead>
              <tbody>
                {claimItems.map((c) => (
                  <ClaimRow key={c.id} claim={c} />
                ))}
              </tbody>
            </table>
            <LoadMore hasMore={claims.hasNextPage} loading={claims.isFetchingNextPage} onMore={() => void claims.fetchNextPage()} />
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby="records-heading">
        <h2 className={styles.sectionTitle} id="records-heading">
          Condition records
        </h2>
        {records.error && !records.data ? (
          <LoadFailure error={records.error} what="your condition records" />
        ) : !records.data ? (
          <Loading what="your condition records" />
        ) : recordItems.length === 0 ? (
          <div className={styles.empty}>
            <p>None yet: a record is made when a dress of yours leaves and when it comes back.</p>
          </div>
        ) : (
          <>
            <ul className={styles.cards}>
              {recordItems.map((r) => (
                <RecordRow key={r.id} record={r} claimed={claimed.has(r.orderItemId)} now={now} />
              ))}
            </ul>
            <LoadMore hasMore={records.hasNextPage} loading={records.isFetchingNextPage} onMore={() => void records.fetchNextPage()} />
          </>
        )}
      </section>
    </>
  );
}
