import { isUuid } from '../../common/uuid';
import { conversationId, firstName } from './conversation-parties';

describe('conversationId', () => {
  const order = '0b7d7f8e-6a0c-4d5e-9b1a-2c3d4e5f6a7b';
  const lender = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';

  it('is a UUID, the same for the same order and lender in any case', () => {
    expect(isUuid(conversationId(order, lender))).toBe(true);
    expect(conversationId(order, lender)).toBe(conversationId(order.toUpperCase(), lender.toUpperCase()));
  });

  it('is shaped as version 5 with the RFC variant for every pair (MariaDB refuses some version-8 ids)', () => {
    const ids = Array.from({ length: 2000 }, (_, i) =>
      conversationId(`${i.toString(16).padStart(8, '0')}-6a0c-4d5e-9b1a-2c3d4e5f6a7b`, lender),
    );
    expect(ids.filter((id) => !/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toEqual([]);
  });

  it('differs between lenders of one order and orders of one lender', () => {
    const other = '1a1a1a1a-1a1a-4a1a-8a1a-1a1a1a1a1a1a';
    expect(new Set([conversationId(order, lender), conversationId(order, other), conversationId(other, lender)]).size).toBe(3);
  });
});

describe('firstName', () => {
  it('is the first word only', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada');
    expect(firstName('  Mary   Jane Watson ')).toBe('Mary');
  });

  it('has a stand-in for a blank name (an erased one)', () => {
    expect(firstName('   ')).toBe('Designer Wardrobe member');
  });
});
