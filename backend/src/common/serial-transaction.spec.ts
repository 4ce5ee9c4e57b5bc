import { Logger } from '@nestjs/common';
import { LOCK_CONFLICT_ATTEMPTS, retryingLockConflicts } from './serial-transaction';

/** What TypeORM throws for a MariaDB error: a QueryFailedError carrying the driver's error. */
const driverFailure = (errno: number) => Object.assign(new Error('query failed'), { driverError: { errno } });
const noPause = () => Promise.resolve();

describe('retryingLockConflicts', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('runs a transaction that lost a deadlock again, and returns what the next attempt returns', async () => {
    let calls = 0;
    const result = await retryingLockConflicts(async () => {
      calls++;
      if (calls === 1) throw driverFailure(1213);
      return 'written';
    }, noPause);
    expect({ result, calls }).toEqual({ result: 'written', calls: 2 });
    // Operators see each retry in the log.
    expect(warn.mock.calls.map(([line]) => line)).toEqual(['Transaction lost a lock conflict (1213); running it again (attempt 2)']);
  });

  it('runs one that timed out waiting for a lock again', async () => {
    let calls = 0;
    await expect(
      retryingLockConflicts(async () => {
        calls++;
        if (calls < LOCK_CONFLICT_ATTEMPTS) throw driverFailure(1205);
        return calls;
      }, noPause),
    ).resolves.toBe(LOCK_CONFLICT_ATTEMPTS);
  });

  it(`gives up after ${LOCK_CONFLICT_ATTEMPTS} attempts with the last error`, async () => {
    let calls = 0;
    const failing = retryingLockConflicts(async () => {
      calls++;
      throw driverFailure(1213);
    }, noPause);
    await expect(failing).rejects.toMatchObject({ driverError: { errno: 1213 } });
    expect(calls).toBe(LOCK_CONFLICT_ATTEMPTS);
  });

  it('never runs again what failed for another reason (a duplicate key, a refusal)', async () => {
    for (const error of [driverFailure(1062), new Error('Nothing owed with this id.')]) {
      let calls = 0;
      await expect(
        retryingLockConflicts(async () => {
          calls++;
          throw error;
        }, noPause),
      ).rejects.toBe(error);
      expect(calls).toBe(1);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
