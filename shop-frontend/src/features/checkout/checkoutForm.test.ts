import { AVAILABILITY_MESSAGES, CHECKOUT_MESSAGES, NOTICES } from '@dw/contracts';
import {
  EMPTY_CHECKOUT,
  checkCheckout,
  checkoutBlock,
  derivedRentalDates,
  orderCustomer,
  unavailableLines,
  unavailableNotice,
} from './checkoutForm';

const filled = {
  customerName: 'Amelia Hart',
  customerEmail: 'amelia@example.co.uk',
  customerPhone: '07700 900123',
  addressLine1: '12 Rosewood Lane',
  addressLine2: '',
  town: 'Bath',
  postcode: 'BA1 2AB',
};

describe('checkout form', () => {
  it('accepts a complete form, the second address line being optional', () => {
    expect(checkCheckout(filled)).toBeNull();
    expect(checkCheckout({ ...filled, addressLine2: 'Flat 2' })).toBeNull();
  });

  it('asks for every missing field beside it, blanks included, and no longer for rental dates', () => {
    const problem = checkCheckout(EMPTY_CHECKOUT);
    expect(problem?.notice).toEqual(NOTICES.checkoutMissing);
    expect(Object.keys(problem?.errors ?? {})).toEqual([
      'customerName',
      'customerEmail',
      'customerPhone',
      'addressLine1',
      'town',
      'postcode',
    ]);
    expect(problem?.errors.town).toBe(CHECKOUT_MESSAGES.town);
    expect(checkCheckout({ ...filled, town: '   ' })?.errors).toEqual({ town: CHECKOUT_MESSAGES.town });
  });

  it('refuses what is filled in but cannot be a name or an address: "E", "1 x", no postcode', () => {
    const problem = checkCheckout({ ...filled, customerName: 'E', addressLine1: '1 x', postcode: 'BA1' });
    expect(problem?.errors).toEqual({
      customerName: CHECKOUT_MESSAGES.name,
      addressLine1: CHECKOUT_MESSAGES.addressLine1,
      postcode: CHECKOUT_MESSAGES.postcode,
    });
    // Nothing is blank: the toast says what is wrong with the first field.
    expect(problem?.notice).toEqual({ title: 'Check your details', description: CHECKOUT_MESSAGES.name });
  });

  it('refuses an email or phone number that cannot be right', () => {
    expect(checkCheckout({ ...filled, customerEmail: 'amelia' })?.notice.description).toBe(CHECKOUT_MESSAGES.email);
    // An address with an invisible character looks like someone else's: the API's rule (contracts).
    expect(checkCheckout({ ...filled, customerEmail: 'amelia\u200b@example.co.uk' })?.errors).toEqual({
      customerEmail: CHECKOUT_MESSAGES.email,
    });
    expect(checkCheckout({ ...filled, customerPhone: '0770' })?.notice.description).toBe(CHECKOUT_MESSAGES.phone);
    // The API's rule, before the round trip: letters and a '+' inside are typos too.
    expect(checkCheckout({ ...filled, customerPhone: '0770O 900123' })?.errors).toEqual({ customerPhone: CHECKOUT_MESSAGES.phone });
    expect(checkCheckout({ ...filled, customerPhone: '07700+900123' })?.errors).toEqual({ customerPhone: CHECKOUT_MESSAGES.phone });
    expect(checkCheckout({ ...filled, customerPhone: ' +44 7700 900123 ' })).toBeNull();
  });

  it('sends the address trimmed, the postcode as Royal Mail writes it and no empty second line', () => {
    expect(orderCustomer({ ...filled, addressLine1: ' 12 Rosewood Lane ', postcode: 'ba12ab' })).toEqual({
      customerName: 'Amelia Hart',
      customerEmail: 'amelia@example.co.uk',
      customerPhone: '07700 900123',
      addressLine1: '12 Rosewood Lane',
      town: 'Bath',
      postcode: 'BA1 2AB',
    });
    expect(orderCustomer({ ...filled, addressLine2: 'Flat 2' }).addressLine2).toBe('Flat 2');
  });
});

describe('cart lines at checkout', () => {
  const line = (startDate: string | null, duration: 2 | 4, available = true) => ({ startDate, duration, available });

  it('finds the lines that cannot be ordered: flagged by the server, or without a date', () => {
    const taken = line('2027-05-08', 2, false);
    const undated = line(null, 2, false);
    expect(unavailableLines([line('2027-05-01', 2), taken, undated])).toEqual([taken, undated]);
    expect(unavailableLines([line('2027-05-01', 4)])).toEqual([]);
  });

  it('says how many lines stop the order', () => {
    expect(unavailableNotice(1).description).toMatch(/^One dress in your cart is no longer available/);
    expect(unavailableNotice(2).description).toMatch(/^2 dresses in your cart are no longer available/);
  });

  it('derives the order dates from the first start to the last rental day', () => {
    expect(derivedRentalDates([line('2027-05-08', 2), line('2027-05-01', 4)])).toEqual({ from: '2027-05-01', to: '2027-05-09' });
    expect(derivedRentalDates([line('2027-05-30', 4)])).toEqual({ from: '2027-05-30', to: '2027-06-02' });
    expect(derivedRentalDates([line(null, 2)])).toBeNull();
  });
});

describe('checkoutBlock', () => {
  const dated = { available: true, startDate: '2027-05-01', duration: 2 as const };
  it('asks for the missing start date first, then for the taken lines, and is null when all is well', () => {
    expect(checkoutBlock([dated, { available: false, startDate: null, duration: 2 }, { ...dated, available: false }])).toEqual(
      AVAILABILITY_MESSAGES.lineDateRequired,
    );
    expect(checkoutBlock([dated, { ...dated, available: false }])).toEqual(unavailableNotice(1));
    expect(checkoutBlock([dated])).toBeNull();
  });
});
