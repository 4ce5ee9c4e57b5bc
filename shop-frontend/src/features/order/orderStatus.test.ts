import type { OrderReceiptLine } from '@dw/contracts';
import { nextStepText } from './orderStatus';

const line = (quantity: number): OrderReceiptLine => ({
  productName: 'Midnight Silk Gown',
  productSlug: 'midnight-silk-gown',
  size: '10',
  duration: 2,
  quantity,
  unitPrice: '89.00',
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  isBackup: false,
  requestState: 'accepted',
  declineReason: null,
});
const order = { rentalStartDate: '2026-12-05', returnDate: '2026-12-07' };

describe('what happens next', () => {
  it('speaks of one dress as "it"', () => {
    expect(nextStepText({ ...order, status: 'pending', lines: [line(1)] })).toBe(
      'We are preparing your dress. It will reach you before your rental starts on Sat 5 Dec 2026, and we will e-mail you as soon as it is on the way.',
    );
    expect(nextStepText({ ...order, status: 'processing', lines: [line(1)] })).toBe(
      'Your dress is on the way by tracked delivery. Enjoy your occasion, then post it back in the prepaid bag on Mon 7 Dec 2026.',
    );
  });

  it('counts units, not lines: two of one dress are "dresses"', () => {
    expect(nextStepText({ ...order, status: 'completed', lines: [line(2)] })).toBe(
      'Your dresses are safely back with us. Thank you for renting with us; we hope it was a wonderful occasion.',
    );
  });
});
