import { AppError } from '../../common/app-error';
import type { PayoutPageQueryDto } from './payout.dto';

/** The validated ?page&pageSize as numbers, with the list's default and ceiling. */
export function pageOf(query: PayoutPageQueryDto, size: { default: number; max: number }): { page: number; pageSize: number } {
  const pageSize = Number(query.pageSize ?? size.default);
  if (pageSize > size.max) throw AppError.invalid(`pageSize must be a whole number from 1 to ${size.max}.`);
  return { page: Number(query.page ?? 1), pageSize };
}
