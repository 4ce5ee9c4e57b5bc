import { Tag } from 'antd';
import { statusText, type AnyStatus, type StatusOf } from './statusColors';

export function StatusTag({ of, status }: { of: StatusOf; status: AnyStatus }) {
  const { label, colours: c } = statusText(of, status);
  return (
    <Tag style={{ color: c.color, background: c.background, borderColor: c.border, fontWeight: 500, marginInlineEnd: 0 }}>{label}</Tag>
  );
}
