import { pageSearchKey } from './page-search';

describe('pageSearchKey', () => {
  it('ignores every parameter of a page that reads none', () => {
    expect(pageSearchKey('/', 'x=1')).toBe('');
    expect(pageSearchKey('/', 'utm_source=mail&category=maxi')).toBe('');
    expect(pageSearchKey('/product/:identifier', 'size=10')).toBe('');
  });

  it('keeps the catalogue’s own parameters, in one order, with the values the page honours', () => {
    expect(pageSearchKey('/all-dresses', 'x=1')).toBe('');
    expect(pageSearchKey('/all-dresses', 'sort=newest&x=y&size=10&category=Wedding+Guest')).toBe(
      'category=wedding-guest&size=10&sort=newest',
    );
    expect(pageSearchKey('/catalog', 'category=wedding-guest&size=10&sort=newest')).toBe('category=wedding-guest&size=10&sort=newest');
    expect(
      pageSearchKey(
        '/all-dresses',
        'page=2&duration=4&maxPrice=200&minPrice=50&brand=Maison&occasion=black-tie&q=silk+gown&availableOn=2030-02-03',
      ),
    ).toBe('q=silk%20gown&occasion=black-tie&brand=Maison&minPrice=50&maxPrice=200&availableOn=2030-02-03&duration=4&page=2');
    expect(pageSearchKey('/all-dresses', 'availableOn=2030-02-03')).toBe('availableOn=2030-02-03');
  });

  it('drops values the catalogue would ignore, so they share the unfiltered drawing', () => {
    expect(pageSearchKey('/all-dresses', 'size=11&sort=cheapest&availableOn=2030-02-30&category=all')).toBe('');
    expect(pageSearchKey('/all-dresses', 'sort=featured')).toBe('');
    expect(pageSearchKey('/all-dresses', 'page=1&page=2&duration=4&occasion=picnic&minPrice=9&maxPrice=5&q=%22*%22')).toBe('');
    expect(pageSearchKey('/all-dresses', 'page=1e9')).toBe('');
  });

  it('gives the same key to searches that differ only in spacing or operators', () => {
    expect(pageSearchKey('/all-dresses', 'q=%20silk%20%20OR%20gown*')).toBe(pageSearchKey('/all-dresses', 'q=silk+gown'));
  });

  it('reads a repeated parameter as the page does: the first one counts', () => {
    expect(pageSearchKey('/all-dresses', 'size=10&size=12')).toBe('size=10');
    expect(pageSearchKey('/all-dresses', 'size=10&size=12')).toBe(pageSearchKey('/all-dresses', 'size=10'));
  });
});
