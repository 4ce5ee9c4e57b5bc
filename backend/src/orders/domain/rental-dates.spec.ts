import { CHECKOUT_MESSAGES } from '@dw/contracts';
import { rentalDatesMessage } from './rental-dates';

describe('rentalDatesMessage', () => {
  const today = '2025-06-10';

  it('accepts a rental starting today or later and ending on or after its start', () => {
    expect(rentalDatesMessage('2025-06-10', '2025-06-10', today)).toBeNull();
    expect(rentalDatesMessage('2025-06-11', '2025-06-15', today)).toBeNull();
  });

  it('refuses a start in the past', () => {
    expect(rentalDatesMessage('2025-06-09', '2025-06-12', today)).toBe(CHECKOUT_MESSAGES.startDateInPast);
  });

  it('refuses an end before the start', () => {
    expect(rentalDatesMessage('2025-06-12', '2025-06-11', today)).toBe(CHECKOUT_MESSAGES.endBeforeStart);
  });

  it('refuses dates that are not real YYYY-MM-DD dates', () => {
    for (const [start, end] of [
      ['2025-02-30', '2025-03-02'],
      ['12/06/2025', '2025-06-14'],
      ['2025-06-12', '2025-6-14'],
      ['2025-06-12T00:00:00Z', '2025-06-14'],
    ]) {
      expect(rentalDatesMessage(start, end, today)).toBe(CHECKOUT_MESSAGES.invalidDate);
    }
  });
});
