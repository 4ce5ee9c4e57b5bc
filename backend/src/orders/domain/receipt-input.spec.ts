import { CLAIM_MESSAGES } from '@dw/contracts';
import { conditionInputRefusal } from './receipt-input';

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
