import { REJECTION_REASON_MAX } from './lender-area';
import { canChangeLiveDress, checkRejectionReason } from './lender-listings';

describe('checkRejectionReason', () => {
  it('keeps a rejection reason, trimmed', () => {
    expect(checkRejectionReason('rejected', '  Photos are blurry.  ')).toEqual({ reason: 'Photos are blurry.', problem: null });
    expect(checkRejectionReason('rejected', 'x'.repeat(REJECTION_REASON_MAX))).toEqual({
      reason: 'x'.repeat(REJECTION_REASON_MAX),
      problem: null,
    });
  });

  it("takes the spec's own rejection without a reason, stored as none", () => {
    for (const reason of [undefined, null]) expect(checkRejectionReason('rejected', reason)).toEqual({ reason: null, problem: null });
  });

  it('refuses a blank or a too long reason', () => {
    for (const reason of ['', '   \n ', 'x'.repeat(REJECTION_REASON_MAX + 1)]) {
      expect(checkRejectionReason('rejected', reason)).toEqual({ reason: null, problem: 'required' });
    }
  });

  it('takes no reason with any other status', () => {
    expect(checkRejectionReason('approved', undefined)).toEqual({ reason: null, problem: null });
    expect(checkRejectionReason('live', 'Looks great')).toEqual({ reason: null, problem: 'onlyWhenRejecting' });
  });
});

describe('canChangeLiveDress', () => {
  it('lets the lender reprice only a live dress', () => {
    expect(canChangeLiveDress('live')).toBe(true);
    for (const status of ['pending', 'approved', 'rejected'] as const) expect(canChangeLiveDress(status)).toBe(false);
  });
});
