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
    expect(pageSearchKey('/all-dresses', 'availableOn=2030-02-03')).toBe('availableOn=2030-02-03');
  });

  it('drops values the catalogue would ignore, so they share the unfiltered drawing', () => {
    expect(pageSearchKey('/all-dresses', 'size=11&sort=cheapest&availableOn=2030-02-30&category=all')).toBe('');
    expect(pageSearchKey('/all-dresses', 'sort=default')).toBe('');
  });

  it('reads a repeated parameter as the page does: the first one counts', () => {
    expect(pageSearchKey('/all-dresses', 'size=10&size=12')).toBe('size=10');
    expect(pageSearchKey('/all-dresses', 'size=10&size=12')).toBe(pageSearchKey('/all-dresses', 'size=10'));
  });
});
