import { CLAIM_DECISION_LABELS, ClaimDecision, formatPounds, orderReference, toPence } from '@dw/contracts';
import { Action, Layout, Paragraph, Title } from './layout';

interface Dress {
  productName: string;
  size: string;
}

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

export const CLAIM_OPENED_TITLE = 'A damage report on your rental';
export const CLAIM_DECIDED_TITLE = 'The damage report has been decided';

/** To the renter: what was found, what is asked, and until when she may answer on her order page. */
export function ClaimOpened(props: {
  publicUrl: string;
  orderId: string;
  name: string;
  dress: Dress;
  description: string;
  amount: string;
  answerDueAt: string;
  orderUrl: string | null;
}) {
  const reference = orderReference(props.orderId);
  const due = UK_TIME.format(new Date(props.answerDueAt));
  return (
    <Layout publicUrl={props.publicUrl} preview={`Order ${reference}: please answer by ${due}`}>
      <Title>{CLAIM_OPENED_TITLE}</Title>
      <Paragraph>{`Dear ${props.name},`}</Paragraph>
      <Paragraph>
        {`When ${props.dress.productName}, UK ${props.dress.size} from order `}
        <strong>{reference}</strong>
        {' came back, we found:'}
      </Paragraph>
      <Paragraph>{props.description}</Paragraph>
      <Paragraph>{`The amount asked is ${formatPounds(toPence(props.amount))}. Nothing is charged yet: we look at every report and your answer before deciding.`}</Paragraph>
      <Paragraph>{`You can answer on your order page until ${due} (UK time).`}</Paragraph>
      {props.orderUrl ? <Action href={props.orderUrl}>Answer on your order page</Action> : null}
    </Layout>
  );
}

/** What the decision means, in her words or the lender's. */
export function decisionSentence(decision: ClaimDecision, amount: string, audience: 'renter' | 'lender'): string {
  const pounds = formatPounds(toPence(amount));
  if (decision === 'reject')
    return audience === 'renter'
      ? 'We have closed the report: you will not be charged anything.'
      : 'We have closed the report without a charge.';
  if (decision === 'insurance')
    return audience === 'renter'
      ? `The rental's insurance covers ${pounds}: you will not be charged anything.`
      : `The rental's insurance covers ${pounds}, which is added to your next payout.`;
  return audience === 'renter'
    ? `We will charge you ${pounds} to the card or account you paid with.`
    : `The renter is charged ${pounds}, which is added to your next payout.`;
}

export function ClaimDecided(props: {
  publicUrl: string;
  orderId: string;
  name: string;
  dress: Dress;
  decision: ClaimDecision;
  amount: string;
  audience: 'renter' | 'lender';
  actionUrl: string | null;
}) {
  const reference = orderReference(props.orderId);
  return (
    <Layout publicUrl={props.publicUrl} preview={`Order ${reference}: ${CLAIM_DECISION_LABELS[props.decision]}`}>
      <Title>{CLAIM_DECIDED_TITLE}</Title>
      <Paragraph>{`Dear ${props.name},`}</Paragraph>
      <Paragraph>
        {`The damage report on ${props.dress.productName}, UK ${props.dress.size} (order `}
        <strong>{reference}</strong>
        {`) has been decided: ${CLAIM_DECISION_LABELS[props.decision].toLowerCase()}.`}
      </Paragraph>
      <Paragraph>{decisionSentence(props.decision, props.amount, props.audience)}</Paragraph>
      {props.actionUrl ? (
        <Action href={props.actionUrl}>{props.audience === 'renter' ? 'View your order' : 'View your claims'}</Action>
      ) : null}
    </Layout>
  );
}
