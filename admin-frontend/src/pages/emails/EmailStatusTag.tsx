import { Tag } from 'antd';
import type { EmailStatus } from '@dw/contracts';
import { EMAIL_STATUS_COLOURS, EMAIL_STATUS_LABELS } from './emailView';

export function EmailStatusTag({ status }: { status: EmailStatus }) {
  const c = EMAIL_STATUS_COLOURS[status];
  return (
    <Tag style={{ color: c.color, background: c.background, borderColor: c.border, fontWeight: 500, marginInlineEnd: 0 }}>
      {EMAIL_STATUS_LABELS[status]}
    </Tag>
  );
}
