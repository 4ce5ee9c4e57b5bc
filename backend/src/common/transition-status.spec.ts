import Database from 'better-sqlite3';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { TransitionTable } from '@dw/contracts';
import { AppError } from './app-error';
import { transitionStatus } from './state-machine';

type Light = 'red' | 'green' | 'amber';
const LIGHTS: TransitionTable<Light> = { red: ['green', 'amber'], green: ['amber'], amber: ['red'] };

@Entity('lights')
class Signal {
  @PrimaryColumn({ type: 'varchar' })
  id: string;

  @Column({ type: 'varchar' })
  status: Light;
}

describe('transitionStatus', () => {
  let db: DataSource;
  const change = (from: Light, to: Light, id = 's1') => ({
    entity: Signal,
    label: 'signal',
    table: LIGHTS,
    id,
    from,
    to,
    changedMeanwhile: 'This signal was changed meanwhile.',
    notFound: () => AppError.notFound('No such signal.', 'NOT_FOUND'),
  });
  const status = async () => (await db.manager.findOneBy(Signal, { id: 's1' }))?.status;
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  beforeEach(async () => {
    db = await new DataSource({
      type: 'better-sqlite3',
      driver: Database,
      database: ':memory:',
      entities: [Signal],
      synchronize: true,
    }).initialize();
    await db.manager.insert(Signal, { id: 's1', status: 'red' });
  });

  afterEach(() => db.destroy());

  it('moves the row when the table allows it and the row still has the status read', async () => {
    await transitionStatus(db.manager, change('red', 'green'));
    expect(await status()).toBe('green');
  });

  it('refuses a move the table forbids, writing nothing', async () => {
    await db.manager.update(Signal, { id: 's1' }, { status: 'green' });
    expect(await failure(transitionStatus(db.manager, change('green', 'red')))).toMatchObject({
      kind: 'conflict',
      code: 'ILLEGAL_TRANSITION',
      message: 'A signal cannot move from green to red.',
    });
    expect(await status()).toBe('green');
  });

  it('refuses a stale move with the same code: illegal from where the row is now, or changed meanwhile', async () => {
    await db.manager.update(Signal, { id: 's1' }, { status: 'green' });
    // Read as red, but someone moved it to green first: green -> green is no move.
    expect(await failure(transitionStatus(db.manager, change('red', 'green')))).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      message: 'A signal cannot move from green to green.',
    });
    // Read as red; green -> amber would be allowed, but not on what the caller saw.
    expect(await failure(transitionStatus(db.manager, change('red', 'amber')))).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      message: 'This signal was changed meanwhile.',
    });
    expect(await status()).toBe('green');
  });

  it("answers the caller's 404 when the row is gone", async () => {
    expect(await failure(transitionStatus(db.manager, change('red', 'green', 's2')))).toMatchObject({
      kind: 'not_found',
      code: 'NOT_FOUND',
    });
  });
});
