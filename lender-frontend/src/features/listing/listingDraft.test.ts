import { EMPTY_LISTING } from './listingRules';
import { clearListingDraft, readListingDraft, saveListingDraft } from './listingDraft';

beforeEach(() => sessionStorage.clear());

describe('the listing draft', () => {
  it('keeps what was typed and the uploaded photos for the tab, per lender', () => {
    const values = { ...EMPTY_LISTING, name: 'Silk gown', sizes: ['10'], imageUrls: ['/objects/uploads/a', '/objects/uploads/b'] };
    saveListingDraft('lender-1', values);
    expect(readListingDraft('lender-1')).toEqual(values);
    expect(readListingDraft('lender-2')).toBeNull();
    clearListingDraft('lender-1');
    expect(readListingDraft('lender-1')).toBeNull();
  });

  it('drops what a listing could not hold: foreign photo addresses, more than five photos, wrong types', () => {
    sessionStorage.setItem(
      'dw.listingDraft.l',
      JSON.stringify({
        name: 42,
        brand: 'Jenny Packham',
        sizes: ['8', 3],
        imageUrls: ['https://evil.example/x.jpg', ...['1', '2', '3', '4', '5', '6'].map((n) => `/objects/uploads/${n}`)],
      }),
    );
    expect(readListingDraft('l')).toEqual({
      ...EMPTY_LISTING,
      brand: 'Jenny Packham',
      sizes: ['8'],
      imageUrls: ['1', '2', '3', '4', '5'].map((n) => `/objects/uploads/${n}`),
    });
  });

  it('ignores a draft that is not JSON', () => {
    sessionStorage.setItem('dw.listingDraft.l', '{not json');
    expect(readListingDraft('l')).toBeNull();
  });
});
