import { Typography } from 'antd';
import type { AnyStatus, StatusOf } from './statusColors';
import { StatusTag } from './StatusTag';

/** A lender's or listing's status, with the reason the lender was given when it was rejected. */
export function StatusWithReason({ of, status, reason }: { of: StatusOf; status: AnyStatus; reason: string | null }) {
  if (!reason) return <StatusTag of={of} status={status} />;
  return (
    <div style={{ maxWidth: 240 }}>
      <StatusTag of={of} status={status} />
      <div style={{ fontSize: 13, marginTop: 4 }}>
        <Typography.Text type="secondary">Reason: </Typography.Text>
        <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reason}</span>
      </div>
    </div>
  );
}
