import { LENDER_SHARE_PERCENT, formatDayRange, formatPounds, orderReference, toPence } from '@dw/contracts';
import type { OrderLineFacts } from '../notification-message';
import { Layout, Paragraph, Title } from './layout';

interface Props {
  publicUrl: string;
  name: string;
  orderId: string;
  line: OrderLineFacts;
  /** The lender's share of this line's rental fee, '58.50'. */
  share: string;
}

export function DressBooked({ publicUrl, name, orderId, line, share }: Props) {
  return (
    <Layout publicUrl={publicUrl} preview={`${line.productName} is booked: you earn ${formatPounds(toPence(share))}`}>
      <Title>Your dress is booked</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        <strong>{line.productName}</strong>
        {` (UK ${line.size}${line.quantity > 1 ? `, ${line.quantity} units` : ''}) is booked for a ${line.duration}-day rental, ` +
          `${formatDayRange(line.startDate, line.endDate)}, order ${orderReference(orderId)}.`}
      </Paragraph>
      <Paragraph>
        {`Your ${LENDER_SHARE_PERCENT}% of the rental fee: `}
        <strong>{formatPounds(toPence(share))}</strong>. Cleaning and insurance are ours; we look after dispatch, cleaning and the return.
      </Paragraph>
    </Layout>
  );
}
