/** Every timer stays real (the app's I/O and the test's waits keep working); only Date is set. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Runs `work` with the clock reading `now` (it moves on from there), then gives the real clock back. */
export async function atInstant<T>(now: Date | number, work: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({ now, doNotFake: [...REAL_TIMERS] });
  try {
    return await work();
  } finally {
    jest.useRealTimers();
  }
}
