import { useState, type FormEvent } from 'react';
import { CLAIM_TEXT_MIN, deadlineText, formatDay, formatPounds, toPence, todayInLondon, type ClaimView } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import buttons from '../../shared/ui/buttons.module.css';
import { useAnswerClaimMutation, useGetOrderClaimsQuery } from './orderApi';
import styles from './OrderClaims.module.css';

/** What the decision means for her, in the words of her e-mail. */
export function outcomeText(claim: ClaimView): string {
  if (claim.decision === 'reject') return 'We have closed this report: you will not be charged anything.';
  if (claim.decision === 'insurance') return `Your rental's insurance covers it: you will not be charged anything.`;
  if (claim.decision === 'charge-renter') return chargeText(claim);
  if (claim.status === 'unanswered') return 'The time to answer has passed; we will decide and let you know.';
  return 'We will decide and e-mail you.';
}

/** A charge decided against her: taken from her card, paid, still owed, or about to be charged. */
function chargeText(claim: ClaimView): string {
  const charge = claim.charge;
  const amount = formatPounds(charge ? toPence(charge.amount) : (claim.decidedPence ?? 0));
  const on = charge?.collectedAt ? ` on ${formatDay(todayInLondon(new Date(charge.collectedAt)))}` : '';
  switch (charge?.state) {
    case 'charged':
      return `We charged ${amount} to the card you paid with${on}.`;
    case 'collected':
      return `Paid: we received your ${amount}${on}. Thank you.`;
    case 'owed':
      // With no card saved (she paid by bank transfer) there was no card to try.
      return charge.failureCode === 'no-card'
        ? `You owe ${amount}: we will be in touch about paying it by bank transfer.`
        : `You owe ${amount}: we could not charge your card, so we will be in touch about paying it.`;
    default:
      return `We will charge you ${amount}.`;
  }
}

function AnswerForm({ claim, id, token }: { claim: ClaimView; id: string; token: string }) {
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { isLoading }] = useAnswerClaimMutation();
  const field = `answer-${claim.id}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (answer.trim().length < CLAIM_TEXT_MIN) return setProblem(`Please write at least ${CLAIM_TEXT_MIN} characters.`);
    setProblem(null);
    try {
      await send({ id, token, claimId: claim.id, answer: answer.trim() }).unwrap();
    } catch (error) {
      setProblem(failureText(error, 'We could not send your answer. Please try again.'));
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} aria-label={`Answer the report on ${claim.productName}`}>
      <label htmlFor={field}>Your answer (until {deadlineText(claim.answerDueAt)}, UK time)</label>
      <textarea
        id={field}
        maxLength={2000}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        aria-invalid={problem ? true : undefined}
      />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send answer'}
      </button>
    </form>
  );
}

/**
 * Damage reported on her returned dresses: what was found, what is asked, her answer (within 72
 * hours of the report) and the decision. Nothing shows when there is no report.
 */
export function OrderClaims({ id, token }: { id: string; token: string }) {
  const { data } = useGetOrderClaimsQuery({ id, token });
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="order-claims">
      <h2 id="order-claims" className={styles.title}>
        Damage reports
      </h2>
      <p className={styles.lead}>When a dress comes back we check it. If something was found, you can tell us your side here.</p>
      <ul className={styles.list}>
        {data.map((claim) => (
          <li key={claim.id} className={styles.item}>
            <h3 className={styles.name}>
              {claim.productName} <span className={styles.meta}>· UK {claim.size}</span>
            </h3>
            <p>{claim.description}</p>
            <p className={styles.meta}>Amount asked: {formatPounds(claim.amountPence)}</p>
            {claim.photos.length > 0 ? (
              <div className={styles.photos}>
                {claim.photos.map((src, i) => (
                  <img
                    key={src}
                    src={src}
                    alt={`${claim.productName} as it came back, photo ${i + 1}`}
                    className={styles.photo}
                    loading="lazy"
                  />
                ))}
              </div>
            ) : null}
            {claim.answer ? <p className={styles.quote}>Your answer: “{claim.answer}”</p> : null}
            {claim.status === 'open' ? <AnswerForm claim={claim} id={id} token={token} /> : <p>{outcomeText(claim)}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
