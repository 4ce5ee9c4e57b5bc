import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { LENDER_PAGE_SIZE } from '@dw/contracts';
import { AppError } from './app-error';

const WHOLE = /^[1-9]\d{0,5}$/;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${LENDER_PAGE_SIZE.max}.`;

/** page and pageSize of the lender area's lists; query strings stay strings until lenderPage reads them. */
export class LenderPageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Matches(WHOLE, { message: 'page must be a whole number from 1.' })
  page?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: LENDER_PAGE_SIZE.max, default: LENDER_PAGE_SIZE.default })
  @IsOptional()
  @Matches(WHOLE, { message: PAGE_SIZE_MESSAGE })
  pageSize?: string;
}

export interface LenderPage {
  page: number;
  pageSize: number;
  offset: number;
}

/** The page asked for, or 400 for a page size past the lists' bound. */
export function lenderPage(query: LenderPageQueryDto): LenderPage {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? LENDER_PAGE_SIZE.default);
  if (pageSize > LENDER_PAGE_SIZE.max) throw AppError.invalid(PAGE_SIZE_MESSAGE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}
