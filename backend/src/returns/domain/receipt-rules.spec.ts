import { CLAIM_MESSAGES } from '@dw/contracts';
import { claimWindowEnd, receivedOnRefusal } from './receipt-rules';

describe('receivedOnRefusal', () => {
  it('accepts today and days between the dispatch and today', () => {
    expect(receivedOnRefusal('2026-11-20', '2026-11-20', '2026-11-10')).toBeNull();
    expect(receivedOnRefusal('2026-11-10', '2026-11-20', '2026-11-10')).toBeNull();
    expect(receivedOnRefusal('2026-11-01', '2026-11-20', null)).toBeNull();
  });

  it('refuses a day still to come', () => {
    expect(receivedOnRefusal('2026-11-21', '2026-11-20', '2026-11-10')).toBe(CLAIM_MESSAGES.receivedInFuture);
  });

  it('refuses a day before the dress left, naming the dispatch day', () => {
    expect(receivedOnRefusal('2026-11-09', '2026-11-20', '2026-11-10')).toBe(CLAIM_MESSAGES.receivedBeforeDispatch('2026-11-10'));
  });
});

describe('claimWindowEnd', () => {
  it('is 48 hours after the receipt was recorded, across a clock change', () => {
    expect(claimWindowEnd(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-26T12:00:00.000Z');
  });
});
