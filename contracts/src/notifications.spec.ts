import { orderReference } from './notifications';
import { lenderSharePence } from './pricing';

describe('orderReference', () => {
  it('is the last 8 characters of the id in upper case', () => {
    expect(orderReference('3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f')).toBe('2C3D4E5F');
  });
});

describe('lenderSharePence', () => {
  it('is 90% of the fee', () => {
    expect(lenderSharePence(6500)).toBe(5850);
  });

  it('rounds down to a whole penny', () => {
    expect(lenderSharePence(4505)).toBe(4054);
  });
});
