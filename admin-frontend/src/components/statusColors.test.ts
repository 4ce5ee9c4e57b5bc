import { LENDER_ACCOUNT_STATUSES, LISTING_STATUSES, ORDER_STATUSES, STATUS_TONE_COLOURS, type StatusTone } from '@dw/contracts';
import { AA_TEXT_CONTRAST, contrastRatio } from '../app/contrast';
import { adminTheme, PALETTE } from '../app/theme';
import { statusText, type StatusOf } from './statusColors';

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // antd's default green tag: #389e0d on #f6ffed, a pair that fails WCAG contrast.
    expect(contrastRatio('#389e0d', '#f6ffed')).toBeLessThan(AA_TEXT_CONTRAST);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('status tag colours', () => {
  it.each(Object.keys(STATUS_TONE_COLOURS) as StatusTone[])('the %s tone has text at least 4.5:1 on its background', (tone) => {
    const c = STATUS_TONE_COLOURS[tone];
    expect(contrastRatio(c.color, c.background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('names every status from contracts and keeps states that need different actions visually distinct', () => {
    const every: [StatusOf, readonly string[]][] = [
      ['order', ORDER_STATUSES],
      ['lender', LENDER_ACCOUNT_STATUSES],
      ['listing', LISTING_STATUSES],
    ];
    for (const [of, statuses] of every) for (const s of statuses) expect(statusText(of, s as never).label).not.toBe(s);
    const background = (of: StatusOf, s: string) => statusText(of, s as never).colours.background;
    const distinct = [
      background('order', 'pending'),
      background('order', 'processing'),
      background('order', 'completed'),
      background('order', 'cancelled'),
      background('listing', 'rejected'),
      background('listing', 'live'),
    ];
    expect(new Set(distinct).size).toBe(distinct.length);
  });
});

describe('theme text colours', () => {
  const token = adminTheme.token!;
  const texts = {
    colorText: token.colorText!,
    colorTextSecondary: token.colorTextSecondary!,
    colorTextTertiary: token.colorTextTertiary!,
    colorTextDescription: token.colorTextDescription!,
    colorTextPlaceholder: token.colorTextPlaceholder!,
    colorError: token.colorError!,
    gold: PALETTE.gold,
  };
  const backgrounds = { ivory: PALETTE.ivory, paper: PALETTE.paper, tableHeader: PALETTE.lineSoft };

  it.each(Object.entries(texts))('%s reads at 4.5:1 or better on every admin background', (_, colour) => {
    for (const bg of Object.values(backgrounds)) expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('primary buttons (white on the brand black) pass', () => {
    expect(contrastRatio('#ffffff', token.colorPrimary!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
