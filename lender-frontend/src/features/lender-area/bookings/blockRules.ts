import { AVAILABILITY_MESSAGES, BOOKING_HORIZON_DAYS, MAX_BLOCK_DAYS, addDays, daysBetween, formatDay, isIsoDate } from '@dw/contracts';

export interface BlockFormValues {
  productId: string;
  size: string;
  startDate: string;
  endDate: string;
}

export type BlockField = keyof BlockFormValues;
export type BlockErrors = Partial<Record<BlockField, string>>;

export const EMPTY_BLOCK: BlockFormValues = { productId: '', size: '', startDate: '', endDate: '' };

/**
 * The checks the API makes of a block (contracts' availability rules), made before sending: it
 * starts today or later, within the booking horizon, and ends on or after its start within
 * MAX_BLOCK_DAYS. Whether a rental already holds the days only the API knows.
 */
export function validateBlock(v: BlockFormValues, today: string): BlockErrors {
  const errors: BlockErrors = {};
  if (!v.productId) errors.productId = 'Choose the dress.';
  if (!v.size) errors.size = 'Choose the size.';
  if (!isIsoDate(v.startDate)) errors.startDate = 'Choose the first day to block.';
  else if (v.startDate < today) errors.startDate = `The first day cannot be in the past: the earliest is ${formatDay(today)}.`;
  else if (v.startDate > addDays(today, BOOKING_HORIZON_DAYS)) errors.startDate = 'Days can be blocked up to a year ahead.';
  if (!isIsoDate(v.endDate)) errors.endDate = 'Choose the last day to block.';
  else if (isIsoDate(v.startDate) && (v.endDate < v.startDate || daysBetween(v.startDate, v.endDate) >= MAX_BLOCK_DAYS)) {
    errors.endDate = AVAILABILITY_MESSAGES.blockRange;
  }
  return errors;
}
