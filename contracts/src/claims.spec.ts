import { deadlineText, poundsInputToPence } from './claims';

describe('poundsInputToPence', () => {
  it('reads pounds with or without pence and a £ sign', () => {
    expect(poundsInputToPence('120')).toBe(12_000);
    expect(poundsInputToPence('£85.5')).toBe(8_550);
    expect(poundsInputToPence(' 0.99 ')).toBe(99);
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '1,000']) expect(poundsInputToPence(bad)).toBeNull();
  });
});

describe('deadlineText', () => {
  it('says the UK day and time', () => {
    expect(deadlineText('2026-12-12T09:00:00.000Z')).toBe('Sat 12 Dec, 09:00');
    expect(deadlineText('2026-07-12T09:00:00.000Z')).toBe('Sun 12 Jul, 10:00');
  });
});
