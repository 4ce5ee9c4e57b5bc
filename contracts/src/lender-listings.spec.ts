import { REJECTION_REASON_MAX } from './lender-area';
import { checkRejectionReason } from './lender-listings';

describe('checkRejectionReason', () => {
  it('keeps a rejection reason, trimmed', () => {
    expect(checkRejectionReason('rejected', '  Photos are blurry.  ')).toEqual({ reason: 'Photos are blurry.', problem: null });
    expect(checkRejectionReason('rejected', 'x'.repeat(REJECTION_REASON_MAX))).toEqual({
      reason: 'x'.repeat(REJECTION_REASON_MAX),
      problem: null,
    });
  });

  it('refuses rejecting without a reason, with a blank one or a too long one', () => {
    for (const reason of [undefined, null, '', '   \n ', 'x'.repeat(REJECTION_REASON_MAX + 1)]) {
      expect(checkRejectionReason('rejected', reason)).toEqual({ reason: null, problem: 'required' });
    }
  });

  it('takes no reason with any other status', () => {
    expect(checkRejectionReason('approved', undefined)).toEqual({ reason: null, problem: null });
    expect(checkRejectionReason('live', 'Looks great')).toEqual({ reason: null, problem: 'onlyWhenRejecting' });
  });
});
