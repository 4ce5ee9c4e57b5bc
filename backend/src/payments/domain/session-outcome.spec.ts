import { sessionOutcome } from './session-outcome';

const base = { paymentIntentId: 'pi_1', intentStatus: null, capturablePence: 0, receivedPence: 0 };

describe("what a session comes to, from the provider's word", () => {
  it.each([
    [{ ...base, status: 'open' as const }, 'open'],
    [{ ...base, status: 'expired' as const }, 'expired'],
    [{ ...base, status: 'complete' as const, intentStatus: 'requires_capture', capturablePence: 7037 }, 'authorised'],
    [{ ...base, status: 'complete' as const, intentStatus: 'succeeded', receivedPence: 7037 }, 'captured'],
    [{ ...base, status: 'complete' as const, intentStatus: 'canceled' }, 'released'],
    [{ ...base, status: 'complete' as const, intentStatus: 'processing' }, 'open'],
  ])('%o is %s', (state, outcome) => {
    expect(sessionOutcome(state)).toBe(outcome);
  });
});
