import { readPage } from './read-page';

const meta = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

describe('readPage', () => {
  it('reads the total from X-Total-Count', () => {
    expect(readPage([{ id: 'a' }], meta({ 'X-Total-Count': '57' }))).toEqual({ items: [{ id: 'a' }], total: 57 });
  });

  it('marks a capped count', () => {
    expect(readPage([], meta({ 'X-Total-Count': '10000', 'X-Total-Count-Capped': 'true' }))).toEqual({
      items: [],
      total: 10000,
      capped: true,
    });
  });

  it('counts the rows when the header is missing or unreadable', () => {
    expect(readPage([1, 2], meta({}))).toEqual({ items: [1, 2], total: 2 });
    expect(readPage([1], meta({ 'X-Total-Count': 'lots' }))).toEqual({ items: [1], total: 1 });
    expect(readPage([1], undefined)).toEqual({ items: [1], total: 1 });
  });
});
