import { useId, useState, type FormEvent } from 'react';
import {
  DECLINE_REASONS,
  LENDER_SHARE_PERCENT,
  REQUEST_ANSWER_HOURS,
  REQUEST_NOTE_MAX,
  declineReasonLabel,
  formatDayRange,
  formatPounds,
  toPence,
  toast,
  type DeclineReason,
  type LenderRequestView,
  type LineRequestState,
  type ResponseStats,
} from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { usePageSetup } from '../../../shared/usePageSetup';
import { Badge, LoadFailure, LoadMore, Loading, PageHead, isSignedOut, useSignInWhenSignedOut, type Tone } from '../areaParts';
import { formatUkDate } from '../format';
import { useAnswerRequestMutation, useLenderRequestsInfiniteQuery, useLenderResponseStatsQuery } from '../lenderAreaApi';
import styles from '../Area.module.css';

const STATE: Readonly<Record<LineRequestState, { label: string; tone: Tone }>> = {
  requested: { label: 'Awaiting your answer', tone: 'neutral' },
  accepted: { label: 'Accepted', tone: 'good' },
  declined: { label: 'Declined', tone: 'quiet' },
  expired: { label: 'Expired', tone: 'quiet' },
};

/** Her answer rate as a person reads it: '80%', or a dash before any request is decided. */
export function rateText(stats: ResponseStats): string {
  return stats.rate === null ? '—' : `${Math.round(stats.rate * 100)}%`;
}

export function medianText(stats: ResponseStats): string {
  if (stats.medianHours === null) return '—';
  return stats.medianHours < 1 ? 'Under an hour' : `${stats.medianHours} h`;
}

function DeclineForm({ request, onDone, onCancel }: { request: LenderRequestView; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, { isLoading, error }] = useAnswerRequestMutation();
  useSignInWhenSignedOut(error);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    if (!reason) {
      setProblem('Choose why you are declining.');
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setProblem(null);
    try {
      await answer({ id: request.id, answer: { decision: 'decline', reason, ...(note.trim() ? { note: note.trim() } : {}) } }).unwrap();
      toast({ title: 'Request declined', description: 'The renter is told, and the dates are free again.', variant: 'success' });
      onDone();
    } catch (failure) {
      if (!isSignedOut(failure)) setProblem(failureText(failure, 'The request could not be declined. Please try again.'));
    }
  }

  return (
    <form className={styles.pricesForm} noValidate onSubmit={onSubmit} aria-label={`Decline ${request.productName}`}>
      <div className={styles.pricesFields}>
        <label htmlFor={`${id}-reason`}>
          Reason
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value as DeclineReason)}
            aria-invalid={problem !== null && !reason}
            required
          >
            <option value="">Choose a reason</option>
            {DECLINE_REASONS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-note`}>
          Note for us (optional)
          <textarea id={`${id}-note`} value={note} maxLength={REQUEST_NOTE_MAX} rows={3} onChange={(e) => setNote(e.target.value)} />
        </label>
      </div>
      {problem ? (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isLoading}>
          {isLoading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
          Decline request
        </button>
        <button type="button" className={styles.textLink} onClick={onCancel}>
          Keep it
        </button>
      </div>
    </form>
  );
}

function RequestCard({ request }: { request: LenderRequestView }) {
  const [declining, setDeclining] = useState(false);
  const [answer, { isLoading, error }] = useAnswerRequestMutation();
  useSignInWhenSignedOut(error);
  const state = STATE[request.state];
  const open = request.state === 'requested';

  async function accept() {
    try {
      await answer({ id: request.id, answer: { decision: 'accept' } }).unwrap();
      toast({ title: 'Request accepted', description: `${request.productName} is booked: please have it ready.`, variant: 'success' });
    } catch (failure) {
      if (!isSignedOut(failure))
        toast({ title: 'Not accepted', description: failureText(failure, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <li className={`${styles.card} ${styles.cardText}`} aria-label={`${request.productName}, order ${request.orderReference}`}>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{request.productName}</h3>
        <p className={styles.muted}>
          UK {request.size}
          {request.backupSize ? ` · backup UK ${request.backupSize} (free)` : ''} · {request.duration}-day rental · order{' '}
          <span className={styles.mono}>{request.orderReference}</span>
        </p>
        <p>{request.startDate ? formatDayRange(request.startDate, request.endDate) : null}</p>
        <p>
          Your {LENDER_SHARE_PERCENT}%: <strong>{formatPounds(toPence(request.share))}</strong>
        </p>
        <p>
          <Badge tone={state.tone}>{state.label}</Badge>
        </p>
        {open && request.deadline ? <p className={styles.muted}>Answer by {formatUkDate(request.deadline)}</p> : null}
        {request.state === 'declined' ? <p className={styles.muted}>{declineReasonLabel(request.declineReason)}</p> : null}
        {open && !declining ? (
          <div className={styles.cardActions}>
            <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void accept()} disabled={isLoading}>
              {isLoading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
              Accept
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              onClick={() => setDeclining(true)}
              disabled={isLoading}
            >
              Decline
            </button>
          </div>
        ) : null}
        {open && declining ? (
          <DeclineForm request={request} onDone={() => setDeclining(false)} onCancel={() => setDeclining(false)} />
        ) : null}
      </div>
    </li>
  );
}

/** /lender/requests: renters' booking requests for her dresses, to accept or decline, then those answered. */
export function RequestsPage() {
  usePageSetup('Requests', 'Accept or decline requests to rent your dresses.');
  const requests = useLenderRequestsInfiniteQuery();
  const stats = useLenderResponseStatsQuery();
  const items = requests.data?.pages.flatMap((p) => p.items) ?? [];
  const open = items.filter((r) => r.state === 'requested');
  const answered = items.filter((r) => r.state !== 'requested');

  return (
    <>
      <PageHead
        title="Requests"
        lead={`Each booking of your dresses is a request: accept it if the dress is ready for those dates, or decline it. Unanswered within ${REQUEST_ANSWER_HOURS} hours (sooner when the rental is close), it expires.`}
      />
      {stats.data ? (
        <ul className={`${styles.tiles} ${styles.tilesThree}`} aria-label="How you answer (last 90 days)">
          <li className={styles.tile}>
            <span className={styles.tileLabel}>Response rate</span>
            <span className={styles.tileValue}>{rateText(stats.data)}</span>
          </li>
          <li className={styles.tile}>
            <span className={styles.tileLabel}>Typical answer time</span>
            <span className={styles.tileValue}>{medianText(stats.data)}</span>
          </li>
          <li className={styles.tile}>
            <span className={styles.tileLabel}>Accepted · declined · expired</span>
            <span className={styles.tileValue}>
              {stats.data.accepted} · {stats.data.declined} · {stats.data.expired}
            </span>
          </li>
        </ul>
      ) : null}
      {requests.error && !requests.data ? (
        <LoadFailure error={requests.error} what="your requests" />
      ) : !requests.data ? (
        <Loading what="your requests" />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="open-requests">
            <h2 id="open-requests" className={styles.sectionTitle}>
              Waiting for you
            </h2>
            {open.length === 0 ? (
              <div className={styles.empty}>
                <p>No request is waiting for your answer.</p>
              </div>
            ) : (
              <ul className={styles.cards}>
                {open.map((request) => (
                  <RequestCard key={request.id} request={request} />
                ))}
              </ul>
            )}
          </section>
          {answered.length > 0 ? (
            <section className={styles.section} aria-labelledby="answered-requests">
              <h2 id="answered-requests" className={styles.sectionTitle}>
                Answered
              </h2>
              <ul className={styles.cards}>
                {answered.map((request) => (
                  <RequestCard key={request.id} request={request} />
                ))}
              </ul>
            </section>
          ) : null}
          {requests.error ? <LoadFailure error={requests.error} what="more requests" /> : null}
          <LoadMore hasMore={requests.hasNextPage} loading={requests.isFetchingNextPage} onMore={() => void requests.fetchNextPage()} />
        </>
      )}
    </>
  );
}
