import { EMAIL_STATUSES } from '@dw/contracts';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../app/contrast';
import { EMAIL_STATUS_COLOURS, dateTimeText, emailKindText } from './emailView';

describe('email status tags', () => {
  it.each(EMAIL_STATUSES)('%s reads at 4.5:1 or better on its background', (status) => {
    const c = EMAIL_STATUS_COLOURS[status];
    expect(contrastRatio(c.color, c.background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('tells failed from sent at a glance', () => {
    const backgrounds = EMAIL_STATUSES.map((s) => EMAIL_STATUS_COLOURS[s].background);
    expect(new Set(backgrounds).size).toBe(EMAIL_STATUSES.length);
  });
});

describe('email texts', () => {
  it('names a kind of message in words', () => {
    expect(emailKindText('order-received')).toBe('Order received');
    expect(emailKindText('admin-listing-review')).toBe('Admin listing review');
  });

  it('shows when a message left in UK time, summer and winter', () => {
    expect(dateTimeText('2026-07-01T08:05:00.000Z')).toBe('1 Jul 2026, 09:05');
    expect(dateTimeText('2026-11-25T09:30:00.000Z')).toBe('25 Nov 2026, 09:30');
  });
});
