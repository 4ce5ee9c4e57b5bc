import { escapeLike, linkHeader, listWindow } from './list-window';

describe('admin list window', () => {
  it('defaults to the first page of 50', () => {
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

  it("takes a list's own default page size, and the size asked for over it", () => {
    expect(listWindow({}, 20)).toMatchObject({ page: 1, pageSize: 20, offset: 0 });
    expect(listWindow({ page: '2', pageSize: '10' }, 20)).toMatchObject({ page: 2, pageSize: 10, offset: 10 });
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

  it('links the previous and next pages, keeping the filters', () => {
    const header = linkHeader(
      '/api/orders',
      { status: 'pending', page: '2', pageSize: '10' },
      { items: [], total: 25, page: 2, pageSize: 10 },
    );
    expect(header).toBe(
      '</api/orders?status=pending&pageSize=10&page=1>; rel="prev", </api/orders?status=pending&pageSize=10&page=3>; rel="next"',
    );
  });

  it('has no next link on the last page and none at all for one page', () => {
    expect(linkHeader('/x', {}, { items: [], total: 25, page: 3, pageSize: 10 })).toBe('</x?page=2>; rel="prev"');
    expect(linkHeader('/x', {}, { items: [], total: 3, page: 1, pageSize: 10 })).toBe('');
    expect(linkHeader('/x', {}, { items: [], total: 0, page: 1, pageSize: 10 })).toBe('');
  });

  it('links a next page past a capped count while pages come back full', () => {
    const full = { items: Array.from({ length: 10 }, () => ({})), total: 100, capped: true, page: 10, pageSize: 10 };
    expect(linkHeader('/x', {}, full)).toBe('</x?page=9>; rel="prev", </x?page=11>; rel="next"');
    expect(linkHeader('/x', {}, { ...full, items: [{}] })).toBe('</x?page=9>; rel="prev"');
    expect(linkHeader('/x', {}, { ...full, capped: false })).toBe('</x?page=9>; rel="prev"');
  });

  it('points prev at the last page from beyond the end', () => {
    expect(linkHeader('/x', {}, { items: [], total: 25, page: 9, pageSize: 10 })).toBe('</x?page=3>; rel="prev"');
  });
});
