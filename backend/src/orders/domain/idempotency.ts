/** Idempotency-Key header rules: a retry with the same key and body replays the first order. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,128}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key header must be 1 to 128 letters, digits or the characters - _ : .',
  reused: 'This Idempotency-Key was already used for a different order.',
} as const;

/** Absent is fine (no idempotency); present must be a well-formed key. */
export function idempotencyKeyProblem(header: string | undefined): string | null {
  if (header === undefined) return null;
  return IDEMPOTENCY_KEY_PATTERN.test(header) ? null : IDEMPOTENCY_MESSAGES.invalidKey;
}

export type ReplayDecision = 'replay' | 'reused';

/** The same key with the same body is a retry; with another body it is a client bug, refused. */
export function replayDecision(storedHash: string, requestHash: string): ReplayDecision {
  return storedHash === requestHash ? 'replay' : 'reused';
}
