import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');
const PROCESS = 'orders/order-process.ts';

/** The code of a file without its comments. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');

/** Every source file of the backend but tests and migrations (which change the schema, not orders), as [path under src, code]. */
function sources(dir = SRC): [string, string][] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const rel = relative(SRC, path).split('\\').join('/');
    if (statSync(path).isDirectory()) return rel === 'database/migrations' ? [] : sources(path);
    if (!name.endsWith('.ts') || name.endsWith('.spec.ts')) return [];
    return [[rel, withoutComments(readFileSync(path, 'utf8'))] as [string, string]];
  });
}

/** Ways code writes an order row (and with it, or instead of the process, its status). */
function orderWrites(code: string): string[] {
  const found: string[] = [];
  if (/\b(?:insert|update|save|upsert)\(\s*Order\s*[,)]/.test(code))
    found.push('writes the Order entity through a manager or query builder');
  if (/getRepository\(\s*Order\s*\)\s*\.\s*(?:insert|update|save|upsert)\(/.test(code)) found.push("writes through Order's repository");
  if (/\bentity:\s*Order\b/.test(code)) found.push('moves an order with transitionStatus');
  for (const [, field] of code.matchAll(/@InjectRepository\(\s*Order\s*\)\s*(?:(?:private|protected|public|readonly)\s+)*(\w+)/g)) {
    if (new RegExp(`this\\.${field}\\s*\\.\\s*(?:insert|update|save|upsert)\\(`).test(code))
      found.push(`writes through its Repository<Order> (this.${field})`);
  }
  if (/\b(?:UPDATE|INSERT\s+INTO|REPLACE\s+INTO)\s+[`"]?orders[`"]?\s/i.test(code)) found.push('writes the orders table in SQL');
  return found;
}

describe('one writer of an order’s status', () => {
  const files = sources();

  it('recognises every way of writing an order (so the scan below looks for something)', () => {
    expect(files.find(([path]) => path === PROCESS)?.[1]).toBeDefined();
    expect(orderWrites(files.find(([path]) => path === PROCESS)?.[1] ?? '')).not.toEqual([]);
    expect(orderWrites("await manager.insert(Order, { id, status: 'pending' });")).toHaveLength(1);
    expect(orderWrites("await m.getRepository(Order).update({ id }, { status: 'cancelled' });")).toHaveLength(1);
    expect(orderWrites('qb.update(Order).set({ status }).where(...)')).toHaveLength(1);
    expect(orderWrites('transitionStatus(manager, { entity: Order, label: "order" })')).toHaveLength(1);
    expect(
      orderWrites('constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {} f() { this.orders.update(id, x) }'),
    ).toHaveLength(1);
    expect(orderWrites('await manager.query(`UPDATE "orders" SET "status" = ?`, [to]);')).toHaveLength(1);
    expect(orderWrites('this.orders.findOneBy({ id }); m.getRepository(Order).find()')).toEqual([]);
  });

  it('is the order process: nothing else inserts an order or changes one', () => {
    const offenders = files
      .filter(([path]) => path !== PROCESS)
      .flatMap(([path, code]) => orderWrites(code).map((what) => `${path}: ${what}`));
    expect(offenders).toEqual([]);
  });
});
