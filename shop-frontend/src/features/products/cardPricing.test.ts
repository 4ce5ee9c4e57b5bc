import { cardPrices } from './cardPricing';
import { productImages } from './productImages';

describe('card prices', () => {
  it('leads with the base price in pounds', () => {
    expect(cardPrices({ basePrice: '45.00', retailPrice: '420.00' })).toEqual({ rentFrom: '£45', retail: '£420' });
    expect(cardPrices({ basePrice: '52.50', retailPrice: null }).rentFrom).toBe('£52.50');
  });

  it('falls back to base price × 3.5, rounded to whole pounds, when there is no retail price', () => {
    expect(cardPrices({ basePrice: '45.00', retailPrice: null }).retail).toBe('£158'); // 157.5
    expect(cardPrices({ basePrice: '89.00' }).retail).toBe('£312'); // 311.5
    expect(cardPrices({ basePrice: '60.00', retailPrice: '' }).retail).toBe('£210');
  });

  it('writes thousands as a UK shop does', () => {
    expect(cardPrices({ basePrice: '75.00', retailPrice: '1100.00' }).retail).toBe('£1,100');
  });
});

describe('product images', () => {
  it('uses imageUrls first, then the older imageUrl, then nothing', () => {
    expect(productImages({ imageUrls: ['/a.jpg', '/b.jpg'], imageUrl: '/old.jpg' })).toEqual(['/a.jpg', '/b.jpg']);
    expect(productImages({ imageUrls: [], imageUrl: '/old.jpg' })).toEqual(['/old.jpg']);
    expect(productImages({ imageUrls: [' '], imageUrl: null })).toEqual([]);
  });
});
