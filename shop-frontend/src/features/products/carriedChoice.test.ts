import { productHref, readCarriedChoice } from './carriedChoice';

describe('the catalogue choice carried to a dress', () => {
  it('links the bare page when nothing was chosen', () => {
    expect(productHref('silk-gown')).toBe('/product/silk-gown');
    expect(productHref('silk-gown', { size: null, startDate: null, duration: 2 })).toBe('/product/silk-gown');
  });

  it('carries the size, the date and a 4-day length, and reads them back', () => {
    const href = productHref('silk-gown', { size: '10', startDate: '2026-12-19', duration: 4 });
    expect(href).toBe('/product/silk-gown?size=10&date=2026-12-19&days=4');
    expect(readCarriedChoice(href.split('?')[1], ['8', '10'])).toEqual({ size: '10', startDate: '2026-12-19', duration: 4 });
  });

  it('drops a size the dress does not come in and a date that is not one', () => {
    expect(readCarriedChoice('size=22&date=2026-13-45&days=9', ['8', '10'])).toEqual({ size: null, startDate: null, duration: 2 });
  });
});
