import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { STATUS_TONE_COLOURS, type StatusTone } from '@dw/contracts';

/**
 * A tag in one of the shop's status tones. antd's named colours (green, gold, orange) fail contrast
 * on white, so every coloured tag in the back office goes through these.
 */
export function ToneTag({ tone, title, children }: { tone: StatusTone; title?: string; children: ReactNode }) {
  const c = STATUS_TONE_COLOURS[tone];
  return (
    <Tag title={title} style={{ color: c.color, background: c.background, borderColor: c.border, fontWeight: 500, marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
}
