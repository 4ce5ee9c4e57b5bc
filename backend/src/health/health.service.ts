import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HealthView } from '@dw/contracts';
import { OBJECT_STORAGE, ObjectStorage } from '../uploads/storage/object-storage';

/** A check that hangs counts as down: health must answer within seconds even mid-outage. */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async check(): Promise<HealthView> {
    const [database, storage] = await Promise.all([
      within(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      within(this.storage.ping(), CHECK_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    ]);
    return { status: database === 'up' && storage === 'up' ? 'ok' : 'degraded', database, storage };
  }
}
