import { checkoutLines } from './checkout-lines';

const order = {
  id: '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f',
  subtotal: '94.74',
  cleaningFee: '15.00',
  insurance: '8.00',
  total: '117.74',
  items: [{ productName: 'Silk Gown', size: '10', duration: 2, quantity: 2, unitPrice: '47.37' }],
};

describe('the payment page lines', () => {
  it('are the order lines plus cleaning and insurance, in pence', () => {
    expect(checkoutLines(order)).toEqual([
      { name: 'Silk Gown (UK 10, 2-day rental)', unitAmountPence: 4737, quantity: 2 },
      { name: 'Cleaning', unitAmountPence: 1500, quantity: 1 },
      { name: 'Insurance', unitAmountPence: 800, quantity: 1 },
    ]);
  });

  it('are one line of the total when a discount makes the lines disagree with it', () => {
    expect(checkoutLines({ ...order, total: '107.74' })).toEqual([
      { name: 'Designer Wardrobe order 2C3D4E5F', unitAmountPence: 10774, quantity: 1 },
    ]);
  });
});
