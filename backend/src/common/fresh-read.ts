/**
 * Shares one read among concurrent callers without ever handing a caller a read that started
 * before it asked. A caller joins the read that has not started yet, or queues one: it starts once
 * the read in flight (if any) has settled and the current turn of the event loop is over, so every
 * request parsed in the same turn shares it. A value committed before the call (on any replica) is
 * therefore always seen, yet a burst of N callers costs one or two reads, not N.
 */
export class FreshRead<T> {
  private inFlight: Promise<unknown> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    this.queued ??= this.queue();
    return this.queued;
  }

  private async queue(): Promise<T> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    // Only one read at a time: the callers queued meanwhile share the next.
    while (this.inFlight) await this.inFlight.then(noop, noop);
    this.queued = null;
    const read = this.read();
    this.inFlight = read;
    try {
      return await read;
    } finally {
      if (this.inFlight === read) this.inFlight = null;
    }
  }
}

const noop = () => undefined;
