import {
  BOOKING_BUFFERS,
  backupSizeLabel,
  LENDER_AREA_PATHS,
  LENDER_SHARE_PERCENT,
  formatDay,
  formatDayRange,
  formatPounds,
  orderReference,
  rentalSchedule,
  toPence,
} from '@dw/contracts';
import type { OrderLineFacts } from '../notification-message';
import { Action, Layout, Paragraph, Title } from './layout';

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
      {line.backupSize ? (
        <Paragraph>
          {`The renter also has ${backupSizeLabel(line.backupSize)}: it is held, sent and returned with the booking, ` +
            'and earns nothing as it is free to her.'}
        </Paragraph>
      ) : null}
      <Paragraph>
        {`Your ${LENDER_SHARE_PERCENT}% of the rental fee: `}
        <strong>{formatPounds(toPence(share))}</strong>. Cleaning and insurance are ours; we look after dispatch, cleaning and the return.
      </Paragraph>
      <Paragraph>
        {`Please have it ready: it leaves for the renter on ${formatDay(rentalSchedule({ start: line.startDate, end: line.endDate }).dispatch)}, ` +
          `${BOOKING_BUFFERS.dispatchDays} days before the rental starts.`}
      </Paragraph>
      <Action href={`${publicUrl}${LENDER_AREA_PATHS.bookings}`}>See your bookings</Action>
    </Layout>
  );
}
