import { TEXT_LIMITS } from '@dw/contracts';

const { min, max } = TEXT_LIMITS.sessionId;

/** The browser makes this with crypto.randomUUID(); anything URL-safe of a sane length is accepted. */
export const SESSION_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`);

export const SESSION_ID_MESSAGE = `The cart session id must be ${min} to ${max} letters, digits, hyphens or underscores.`;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}
