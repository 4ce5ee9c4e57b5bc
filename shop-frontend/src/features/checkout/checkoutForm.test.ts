import { CHECKOUT_MESSAGES, NOTICES } from '@dw/contracts';
import { EMPTY_CHECKOUT, checkCheckout } from './checkoutForm';

const filled = {
  customerName: 'Amelia Hart',
  customerEmail: 'amelia@example.co.uk',
  customerPhone: '07700 900123',
  deliveryAddress: '12 Rosewood Lane, Bath BA1 2AB',
  rentalStartDate: '2027-05-10',
  rentalEndDate: '2027-05-12',
};
const today = '2027-05-01';

describe('checkout form', () => {
  it('accepts a complete form', () => {
    expect(checkCheckout(filled, today)).toBeNull();
  });

  it('asks for every missing field, blanks included', () => {
    expect(checkCheckout(EMPTY_CHECKOUT, today)).toEqual({
      notice: NOTICES.checkoutMissing,
      fields: Object.keys(EMPTY_CHECKOUT),
    });
    expect(checkCheckout({ ...filled, deliveryAddress: '   ' }, today)?.fields).toEqual(['deliveryAddress']);
  });

  it('refuses an email or phone number that cannot be right', () => {
    expect(checkCheckout({ ...filled, customerEmail: 'amelia' }, today)?.notice.description).toBe(CHECKOUT_MESSAGES.email);
    expect(checkCheckout({ ...filled, customerPhone: '0770' }, today)?.notice.description).toBe(CHECKOUT_MESSAGES.phone);
  });

  it('refuses an end date before the start date, and a start in the past', () => {
    expect(checkCheckout({ ...filled, rentalEndDate: '2027-05-09' }, today)).toEqual({
      notice: { title: 'Check your rental dates', description: CHECKOUT_MESSAGES.endBeforeStart },
      fields: ['rentalEndDate'],
    });
    expect(checkCheckout({ ...filled, rentalEndDate: '2027-05-10' }, today)).toBeNull(); // same-day return is fine
    expect(checkCheckout(filled, '2027-05-11')?.notice.description).toBe(CHECKOUT_MESSAGES.startDateInPast);
  });
});
