import { formatDayRange, orderReference } from '@dw/contracts';
import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { BookingView } from '@dw/contracts';
import { PALETTE } from '../../app/theme';

const { Text } = Typography;
const small = { fontSize: 13 } as const;
const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

interface Props {
  /** One size's bookings, in the order their holds begin. */
  bookings: readonly BookingView[];
  /** The block being removed, if any. */
  removingId: string | null;
  onRemove: (block: BookingView) => void;
  /** 'UK 10', for the empty text. */
  subject: string;
}

function OrderEntry({ b }: { b: BookingView }) {
  // Completing an order ends its hold today; one completed before dispatch leaves no booking at all.
  return (
    <>
      <Flex wrap gap={8} align="center">
        <Tag style={{ margin: 0 }}>Order</Tag>
        <Text strong style={{ letterSpacing: '0.04em' }}>
          #{b.orderId ? orderReference(b.orderId) : '—'}
        </Text>
        <Text>{b.customerName ?? 'Unknown customer'}</Text>
        {b.units > 1 ? <Text type="secondary">· {units(b.units)}</Text> : null}
      </Flex>
      <div style={small}>Rental {formatDayRange(b.startDate, b.endDate)}</div>
      <div style={small}>
        <Text type="secondary">{`Held ${formatDayRange(b.holdFrom, b.holdUntil)} (dispatch to cleaning)`}</Text>
      </div>
    </>
  );
}

function BlockEntry({ b, removing, onRemove }: { b: BookingView; removing: boolean; onRemove: () => void }) {
  const dates = formatDayRange(b.startDate, b.endDate);
  return (
    <Flex justify="space-between" align="start" gap={12}>
      <div style={{ minWidth: 0 }}>
        <Flex wrap gap={8} align="center">
          <Tag style={{ margin: 0, background: PALETTE.ink, color: '#fff', borderColor: PALETTE.ink }}>Blocked</Tag>
          <Text>{units(b.units)}</Text>
        </Flex>
        <div style={small}>{dates}</div>
        {b.note ? (
          <div style={small}>
            <Text type="secondary">{b.note}</Text>
          </div>
        ) : null}
      </div>
      <Popconfirm
        title="Remove this block?"
        description="Its days become free for renters again."
        okText="Remove"
        okButtonProps={{ danger: true }}
        cancelText="Keep"
        onConfirm={onRemove}
      >
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} loading={removing} aria-label={`Remove block ${dates}`}>
          Remove
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/** Orders and blocks holding units of one size: who has the dress when, and which blocks to lift. */
export function BookingList({ bookings, removingId, onRemove, subject }: Props) {
  if (bookings.length === 0) {
    return <Text type="secondary">No orders or blocks for {subject} from last month on.</Text>;
  }
  return (
    <ul aria-label={`Bookings, ${subject}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {bookings.map((b) => (
        <li key={b.id} style={{ padding: '10px 0', borderBottom: `1px solid ${PALETTE.line}` }}>
          {b.kind === 'block' ? <BlockEntry b={b} removing={removingId === b.id} onRemove={() => onRemove(b)} /> : <OrderEntry b={b} />}
        </li>
      ))}
    </ul>
  );
}
