import { Tag } from 'antd';
import { STATUS_TONE_COLOURS, type PayoutStatus, type StatusTone } from '@dw/contracts';

const LOOK: Record<PayoutStatus, { label: string; tone: StatusTone }> = {
  scheduled: { label: 'Scheduled', tone: 'waiting' },
  paid: { label: 'Paid', tone: 'good' },
};

/** antd's preset gold and green fail colour contrast: the status tones of contracts do not. */
export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  const c = STATUS_TONE_COLOURS[LOOK[status].tone];
  return (
    <Tag style={{ color: c.color, background: c.background, borderColor: c.border, marginInlineEnd: 0, fontWeight: 500 }}>
      {LOOK[status].label}
    </Tag>
  );
}
