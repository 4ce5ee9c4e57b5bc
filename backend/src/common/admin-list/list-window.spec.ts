import { escapeLike, listWindow } from './list-window';

describe('admin list window', () => {
  it('defaults to the first page of 50 and no filters', () => {
    expect(listWindow({})).toEqual({
      page: 1,
      pageSize: 50,
      offset: 0,
      createdFrom: undefined,
      createdBefore: undefined,
      contains: undefined,
      search: undefined,
    });
  });

  it('turns UK days into an inclusive start and an exclusive end', () => {
    const w = listWindow({ page: '3', pageSize: '20', from: '2026-07-01', to: '2026-07-31', q: '  Ada_%  ' });
    expect(w.offset).toBe(40);
    expect(w.createdFrom?.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(w.createdBefore?.toISOString()).toBe('2026-07-31T23:00:00.000Z');
    expect(w.contains).toBe('%ada!_!%%');
    expect(w.search).toBe('ada_%');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a!b\\')).toBe('50!%!_a!!b\\');
  });
});
