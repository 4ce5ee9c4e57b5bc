import { CLAIM_MESSAGES } from '@dw/contracts';
import { conditionInputOf, conditionInputRefusal } from './receipt-input';

describe('conditionInputRefusal', () => {
  it('takes the day and condition only with the return', () => {
    expect(conditionInputRefusal('completed', { receivedOn: '2026-11-20', condition: 'damaged' })).toBeNull();
    expect(conditionInputRefusal('processing', { receivedOn: '2026-11-20' })).toBe(CLAIM_MESSAGES.receiptOnlyOnReturn);
    expect(conditionInputRefusal('cancelled', { condition: 'as-sent' })).toBe(CLAIM_MESSAGES.receiptOnlyOnReturn);
  });
  it('takes a note and photos with the dispatch or the return', () => {
    expect(conditionInputRefusal('processing', { note: 'Pressed', photos: ['/objects/uploads/x'] })).toBeNull();
    expect(conditionInputRefusal('completed', { note: 'Wine stain' })).toBeNull();
    expect(conditionInputRefusal('cancelled', { note: 'x' })).toBe(CLAIM_MESSAGES.receiptOnlyOnReturn);
    expect(conditionInputRefusal('cancelled', { photos: [] })).toBeNull();
  });
});

describe('conditionInputOf', () => {
  it('reads a field sent as null as one left out', () => {
    const none = { receivedOn: undefined, condition: undefined, note: undefined, photos: undefined };
    expect(conditionInputOf({ receivedOn: null, condition: null, note: null, photos: null })).toEqual(none);
    expect(conditionInputRefusal('processing', conditionInputOf({ photos: null, receivedOn: null }))).toBeNull();
    expect(conditionInputOf({ note: 'Pressed', photos: ['/objects/uploads/x'] })).toEqual({
      ...none,
      note: 'Pressed',
      photos: ['/objects/uploads/x'],
    });
  });
});
