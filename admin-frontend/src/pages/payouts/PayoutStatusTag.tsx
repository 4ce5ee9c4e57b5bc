import { Tag } from 'antd';
import type { PayoutStatus } from '@dw/contracts';
import { STATUS_COLOURS, type TagColours } from '../../components/statusColors';

/** The order tags' checked colours (antd's preset gold fails WCAG contrast): waiting amber, done green. */
const LOOK: Record<PayoutStatus, { label: string; colours: TagColours }> = {
  scheduled: { label: 'Scheduled', colours: STATUS_COLOURS.pending },
  paid: { label: 'Paid', colours: STATUS_COLOURS.completed },
};

export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  const { label, colours } = LOOK[status];
  return (
    <Tag style={{ color: colours.color, background: colours.background, borderColor: colours.border, marginInlineEnd: 0, fontWeight: 500 }}>
      {label}
    </Tag>
  );
}
