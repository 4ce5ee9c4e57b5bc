import { useState } from 'react';
import { Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import {
  CLAIM_DECISIONS,
  CLAIM_DECISION_LABELS,
  INSURANCE_COVER_PER_LINE_PENCE,
  formatPence,
  formatPounds,
  poundsInputToPence,
  toPence,
  type ClaimDecision,
  type ClaimView,
} from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { useNotify } from '../../app/notify';
import { Thumb } from '../../components/Thumb';
import { owedReason } from '../late-returns/owedReason';
import { useDecideClaimMutation } from './claimsApi';

/** The most a decision may settle: what was asked, and for the insurance its cover per line. */
export function decisionMax(claim: Pick<ClaimView, 'amountPence'>, decision: ClaimDecision): number {
  if (decision === 'reject') return 0;
  return decision === 'insurance' ? Math.min(claim.amountPence, INSURANCE_COVER_PER_LINE_PENCE) : claim.amountPence;
}

/** The photos the decision rests on, each opening full size in a new tab. */
function ClaimPhotos({ photos, alt }: { photos: string[]; alt: (n: number) => string }) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      {photos.map((src, i) => (
        <a key={src} href={src} target="_blank" rel="noopener noreferrer">
          <Thumb src={src} alt={alt(i + 1)} width={72} />
        </a>
      ))}
    </Flex>
  );
}

/** The admin's decision on a claim: who pays how much, or nobody; both sides are e-mailed. */
/** What became of the renter's charge, so the admin learns at once when her card could not pay. */
function chargeNote(claim: ClaimView): string {
  const charge = claim.charge;
  if (!charge) return '';
  if (charge.state === 'charged') return ` ${formatPounds(toPence(charge.amount))} was charged to her card.`;
  if (charge.state === 'owed') {
    return ` Not taken from her card (${owedReason(charge.failureCode)}): listed as owed under Late Returns.`;
  }
  if (charge.state === 'failed') return ' The card provider did not answer: it is charged again within minutes.';
  return '';
}

export function DecideClaimModal({ claim, onClose }: { claim: ClaimView; onClose: () => void }) {
  const [decision, setDecision] = useState<ClaimDecision>('charge-renter');
  const [amount, setAmount] = useState(formatPence(claim.amountPence));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decide, deciding] = useDecideClaimMutation();
  const notify = useNotify();
  const max = decisionMax(claim, decision);

  const submit = async () => {
    let amountPence: number | undefined;
    if (decision !== 'reject') {
      const pence = poundsInputToPence(amount);
      if (pence === null || pence < 1) return setProblem('Enter an amount in pounds, such as 85.00.');
      if (pence > max) return setProblem(`At most ${formatPounds(max)} for this decision.`);
      amountPence = pence;
    }
    try {
      const decided = await decide({ id: claim.id, decision, amountPence, note: note.trim() || undefined }).unwrap();
      notify.success({
        title: 'Claim Decided',
        description: `Order #${claim.orderReference}: ${CLAIM_DECISION_LABELS[decision].toLowerCase()}. Both sides are e-mailed.${chargeNote(decided)}`,
      });
      onClose();
    } catch (error) {
      notify.error({ title: 'Error', description: failureText(error, { lead: 'Failed to decide the claim.' }) });
    }
  };

  return (
    <Modal
      open
      title={`Decide: order #${claim.orderReference}`}
      okText="Decide"
      okButtonProps={{ loading: deciding.isLoading }}
      cancelText="Go back"
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {claim.productName}, UK {claim.size}: {formatPounds(claim.amountPence)} asked.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{claim.description}</Typography.Paragraph>
      {claim.photos.length > 0 ? <ClaimPhotos photos={claim.photos} alt={(i) => `Damage photo ${i}`} /> : null}
      {claim.answer ? <Typography.Paragraph>Renter: “{claim.answer}”</Typography.Paragraph> : null}
      {claim.answerPhoto ? <ClaimPhotos photos={[claim.answerPhoto]} alt={() => 'The renter’s photo'} /> : null}
      <Form layout="vertical" component="div">
        <Form.Item label="Decision">
          <Radio.Group
            aria-label="Decision"
            value={decision}
            onChange={(e) => {
              const next = e.target.value as ClaimDecision;
              setDecision(next);
              setAmount(formatPence(decisionMax(claim, next)));
              setProblem(null);
            }}
            options={CLAIM_DECISIONS.map((d) => ({ value: d, label: CLAIM_DECISION_LABELS[d] }))}
          />
        </Form.Item>
        {decision !== 'reject' ? (
          <Form.Item
            label="Amount (£)"
            htmlFor="claim-decision-amount"
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? `At most ${formatPounds(max)}${decision === 'insurance' ? ' (the insurance cover per dress)' : ''}.`}
          >
            <Input
              id="claim-decision-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => (setAmount(e.target.value), setProblem(null))}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="Note (optional)" htmlFor="claim-decision-note" style={{ marginBottom: 0 }}>
          <Input.TextArea id="claim-decision-note" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
