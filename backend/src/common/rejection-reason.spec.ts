import { AppError } from './app-error';
import { rejectionReasonOrThrow } from './rejection-reason';

const refusal = (status: string, reason?: string | null): AppError => {
  try {
    rejectionReasonOrThrow(status, reason);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('not refused');
};

describe('rejectionReasonOrThrow', () => {
  it('returns the trimmed reason of a rejection and null otherwise', () => {
    expect(rejectionReasonOrThrow('rejected', ' Blurry photos ')).toBe('Blurry photos');
    expect(rejectionReasonOrThrow('approved', undefined)).toBeNull();
  });

  it('refuses a rejection without a reason as REJECTION_REASON_REQUIRED, and a reason with another status', () => {
    expect(refusal('rejected', ' ')).toMatchObject({ code: 'REJECTION_REASON_REQUIRED' });
    expect(refusal('live', 'Nice')).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
