import { IDEMPOTENCY_MESSAGES, idempotencyKeyProblem, replayDecision } from './idempotency';

describe('idempotencyKeyProblem', () => {
  it('accepts no key, a UUID and other keys of the allowed characters', () => {
    expect(idempotencyKeyProblem(undefined)).toBeNull();
    expect(idempotencyKeyProblem('0b6c1f9e-4d7a-4c1e-9a53-2f7d1c8e9b10')).toBeNull();
    expect(idempotencyKeyProblem('checkout:2025.06.01_A')).toBeNull();
    expect(idempotencyKeyProblem('k'.repeat(128))).toBeNull();
  });

  it('refuses an empty, oversized or oddly written key', () => {
    for (const key of ['', 'k'.repeat(129), 'has space', 'semi;colon', 'ключ']) {
      expect(idempotencyKeyProblem(key)).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    }
  });
});

describe('replayDecision', () => {
  it('replays the first order for the same body and refuses another body', () => {
    expect(replayDecision('a'.repeat(64), 'a'.repeat(64))).toBe('replay');
    expect(replayDecision('a'.repeat(64), 'b'.repeat(64))).toBe('reused');
  });
});
