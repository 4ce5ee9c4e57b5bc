/**
 * One Idempotency-Key per checkout attempt: the same key for a double click or a retry after a
 * failure (the server then returns the first order instead of making a second), a new key only
 * once an order has been placed.
 */
export interface IdempotencyKeeper {
  /** The key of the attempt in progress, made on first use. */
  current(): string;
  /** The attempt succeeded: the next checkout is a new attempt. */
  complete(): void;
}

export function createIdempotencyKeeper(makeKey: () => string = () => crypto.randomUUID()): IdempotencyKeeper {
  let key: string | null = null;
  return {
    current: () => (key ??= makeKey()),
    complete: () => {
      key = null;
    },
  };
}
