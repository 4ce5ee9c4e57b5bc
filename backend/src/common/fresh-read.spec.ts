import { FreshRead } from './fresh-read';

/** Lets queued reads start: they wait for the current turn of the event loop to end. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A database whose reads see the value at the moment they start and finish when `finish` says. */
function fakeDatabase() {
  const db = { value: 1, started: 0, pending: [] as { resolve: (v: number) => void; reject: (e: Error) => void; value: number }[] };
  const read = () =>
    new Promise<number>((resolve, reject) => {
      db.started += 1;
      db.pending.push({ resolve, reject, value: db.value });
    });
  const finish = async (error?: Error) => {
    const first = db.pending.shift();
    if (!first) throw new Error('no read in flight');
    if (error) first.reject(error);
    else first.resolve(first.value);
    await nextTurn();
  };
  return { db, read, finish };
}

describe('FreshRead', () => {
  it('never answers a caller with a read that started before it asked', async () => {
    const { db, read, finish } = fakeDatabase();
    const fresh = new FreshRead(read);
    const early = fresh.get();
    await nextTurn();
    db.value = 2; // written (and committed) after the first read started
    const late = fresh.get();
    await finish();
    await expect(early).resolves.toBe(1);
    await nextTurn();
    await finish();
    await expect(late).resolves.toBe(2);
  });

  it('serves every caller of one turn with one read', async () => {
    const { db, read, finish } = fakeDatabase();
    const fresh = new FreshRead(read);
    const results = Array.from({ length: 50 }, () => fresh.get());
    await nextTurn();
    await finish();
    expect(await Promise.all(results)).toEqual(Array(50).fill(1));
    expect(db.started).toBe(1);
  });

  it('has the callers that arrive during a read share one follow-up read', async () => {
    const { db, read, finish } = fakeDatabase();
    const fresh = new FreshRead(read);
    const first = fresh.get();
    await nextTurn();
    const later = Array.from({ length: 20 }, () => fresh.get());
    await nextTurn();
    expect(db.started).toBe(1); // one read at a time
    await finish();
    await first;
    await finish();
    expect(await Promise.all(later)).toHaveLength(20);
    expect(db.started).toBe(2);
  });

  it('reads again for a caller that arrives after the last read settled', async () => {
    const { db, read, finish } = fakeDatabase();
    const fresh = new FreshRead(read);
    const first = fresh.get();
    await nextTurn();
    await finish();
    await first;
    db.value = 3;
    const second = fresh.get();
    await nextTurn();
    await finish();
    await expect(second).resolves.toBe(3);
    expect(db.started).toBe(2);
  });

  it('hands a failed read to its callers only; the queued read still runs', async () => {
    const { db, read, finish } = fakeDatabase();
    const fresh = new FreshRead(read);
    const failing = fresh.get();
    await nextTurn();
    const queued = fresh.get();
    await finish(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    expect(db.started).toBe(2);
    await finish();
    await expect(queued).resolves.toBe(1);
  });

  it('turns a read that throws at once into a rejection', async () => {
    const fresh = new FreshRead<number>(() => {
      throw new Error('pool is closed');
    });
    await expect(fresh.get()).rejects.toThrow('pool is closed');
    await expect(fresh.get()).rejects.toThrow('pool is closed');
  });
});
