import {
  BOOKING_BUFFERS,
  REQUEST_ANSWER_HOURS,
  backupSizeLabel,
  LENDER_AREA_PATHS,
  LENDER_SHARE_PERCENT,
  formatDay,
  formatDayRange,
  formatPounds,
  londonHour,
  orderReference,
  rentalSchedule,
  toPence,
  todayInLondon,
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
  /** When the request expires unanswered; null on messages queued before requests existed. */
  deadline: Date | null;
}

/** '14:00 on Mon 14 Dec 2026' on the UK clock. */
function ukTime(instant: Date): string {
  const minutes = String(instant.getUTCMinutes()).padStart(2, '0');
  return `${String(londonHour(instant)).padStart(2, '0')}:${minutes} on ${formatDay(todayInLondon(instant))}`;
}

/** The booking request: what, when, her share, and until when she can accept or decline it. */
export function DressBooked({ publicUrl, name, orderId, line, share, deadline }: Props) {
  const dispatch = formatDay(rentalSchedule({ start: line.startDate, end: line.endDate }).dispatch);
  return (
    <Layout publicUrl={publicUrl} preview={`${line.productName}: a booking request, you would earn ${formatPounds(toPence(share))}`}>
      <Title>{deadline ? 'A booking request for your dress' : 'Your dress is booked'}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        <strong>{line.productName}</strong>
        {` (UK ${line.size}${line.quantity > 1 ? `, ${line.quantity} units` : ''}) is ${deadline ? 'requested' : 'booked'} for a ${line.duration}-day rental, ` +
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
      {deadline ? (
        <Paragraph>
          {'Please accept or decline it by '}
          <strong>{ukTime(deadline)}</strong>
          {` (within ${REQUEST_ANSWER_HOURS} hours, sooner when the rental is close); unanswered, it expires and the renter is told.`}
        </Paragraph>
      ) : null}
      <Paragraph>
        {`Please have it ready: it leaves for the renter on ${dispatch}, ` +
          `${BOOKING_BUFFERS.dispatchDays} days before the rental starts.`}
      </Paragraph>
      {deadline ? (
        <Action href={`${publicUrl}${LENDER_AREA_PATHS.requests}`}>Accept or decline</Action>
      ) : (
        <Action href={`${publicUrl}${LENDER_AREA_PATHS.bookings}`}>See your bookings</Action>
      )}
    </Layout>
  );
}
