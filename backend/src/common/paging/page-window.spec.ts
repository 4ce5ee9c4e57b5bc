import { linkHeader, pageWindow } from './page-window';

describe('page window', () => {
  it('defaults to the first page of 20', () => {
    expect(pageWindow({})).toEqual({ page: 1, pageSize: 20, offset: 0 });
  });

  it("takes a list's own default page size, and the size asked for over it", () => {
    expect(pageWindow({}, 50)).toEqual({ page: 1, pageSize: 50, offset: 0 });
    expect(pageWindow({ page: '3', pageSize: '10' }, 50)).toEqual({ page: 3, pageSize: 10, offset: 20 });
  });
});

describe('Link header', () => {
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
