import { unitPricePence } from '@dw/contracts';
import { PublishableListing, goLiveBlocker, productFromListing, productPrices } from './listing-product';

const listing: PublishableListing = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Midnight Velvet Gown',
  description: 'Floor-length velvet gown with a sweetheart neckline.',
  brand: 'Jenny Packham',
  category: 'evening-gown',
  occasion: 'gala-awards',
  sizes: ['12', '8', '10'],
  originalPrice: '950.00',
  rentalPrice2Day: '85.00',
  rentalPrice4Day: '130.00',
  imageUrls: ['/objects/uploads/a', '/objects/uploads/b'],
};

describe('productFromListing', () => {
  const product = productFromListing(listing, 'midnight-velvet-gown');

  it('prices the product from the listing: 2-day is the base, the 4-day and original prices carry over', () => {
    expect(product).toMatchObject({ basePrice: '85.00', rentalPrice4Day: '130.00', retailPrice: '950.00' });
  });

  it("charges the lender's own 4-day price in the cart, not basePrice × 1.7", () => {
    expect(unitPricePence(product, 4)).toBe(13000);
    expect(unitPricePence(product, 2)).toBe(8500);
  });

  it('copies the descriptive fields, links the listing and sorts the sizes', () => {
    expect(product).toEqual({
      slug: 'midnight-velvet-gown',
      name: 'Midnight Velvet Gown',
      description: 'Floor-length velvet gown with a sweetheart neckline.',
      brand: 'Jenny Packham',
      category: 'evening-gown',
      occasions: ['gala-awards'],
      basePrice: '85.00',
      rentalPrice4Day: '130.00',
      retailPrice: '950.00',
      imageUrls: ['/objects/uploads/a', '/objects/uploads/b'],
      imageUrl: null,
      availableSizes: ['8', '10', '12'],
      listingId: listing.id,
    });
  });

  it('keeps the first three photos, the most a product shows', () => {
    const five = productFromListing({ ...listing, imageUrls: ['1', '2', '3', '4', '5'] }, 's');
    expect(five.imageUrls).toEqual(['1', '2', '3']);
  });

  it('does not change the listing it reads', () => {
    const sizes = ['12', '8'];
    productFromListing({ ...listing, sizes }, 's');
    expect(sizes).toEqual(['12', '8']);
  });
});

describe('goLiveBlocker', () => {
  it('lets a listing of an approved lender go live', () => {
    expect(goLiveBlocker({ status: 'approved', erasedAt: null })).toBeNull();
  });

  it.each(['pending', 'rejected'])('stops it while the lender is %s', (status) => {
    expect(goLiveBlocker({ status, erasedAt: null })).toMatch(/must be approved/);
  });

  it('stops it once the lender was erased', () => {
    expect(goLiveBlocker({ status: 'approved', erasedAt: new Date() })).toMatch(/erased/);
  });
});

describe('productPrices', () => {
  it("reprices a live dress's product the way going live priced it", () => {
    const repriced = productPrices({ rentalPrice2Day: '95.00', rentalPrice4Day: '150.00' });
    expect(repriced).toEqual({ basePrice: '95.00', rentalPrice4Day: '150.00' });
    expect(unitPricePence(repriced, 2)).toBe(9500);
    expect(unitPricePence(repriced, 4)).toBe(15000);
  });
});
