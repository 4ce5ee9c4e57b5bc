import { Tag } from 'antd';
import type { PayoutStatus } from '@dw/contracts';

const LOOK: Record<PayoutStatus, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'gold' },
  paid: { label: 'Paid', color: 'green' },
};

export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  return (
    <Tag color={LOOK[status].color} style={{ marginInlineEnd: 0, fontWeight: 500 }}>
      {LOOK[status].label}
    </Tag>
  );
}
