import { Tag } from 'antd';
import { STATUS_COLOURS, statusLabel, type AnyStatus } from './statusColors';

export function StatusTag({ status }: { status: AnyStatus }) {
  const c = STATUS_COLOURS[status];
  return (
    <Tag style={c ? { color: c.color, background: c.background, borderColor: c.border, fontWeight: 500, marginInlineEnd: 0 } : undefined}>
      {statusLabel(status)}
    </Tag>
  );
}
