import { LENDER_PAGE_SIZE } from '@dw/contracts';
import { lenderPage } from './lender-page';

describe('lenderPage', () => {
  it('defaults to the first page of the default size', () => {
    expect(lenderPage({})).toEqual({ page: 1, pageSize: LENDER_PAGE_SIZE.default, offset: 0 });
  });

  it('skips the pages before the one asked for', () => {
    expect(lenderPage({ page: '3', pageSize: '10' })).toEqual({ page: 3, pageSize: 10, offset: 20 });
  });

  it('refuses a page size past the bound with 400', () => {
    expect(() => lenderPage({ pageSize: String(LENDER_PAGE_SIZE.max + 1) })).toThrow(/pageSize/);
  });
});
