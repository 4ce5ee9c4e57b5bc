import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, ValidateBy } from 'class-validator';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@dw/contracts';

const WHOLE = /^[1-9][0-9]{0,6}$/;

const wholeUpTo = (name: string, max: number): PropertyDecorator =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && WHOLE.test(value) && Number(value) <= max,
      defaultMessage: () => `${name} must be a whole number from 1 to ${max}.`,
    },
  });

/**
 * `?page&pageSize`, the paging every list takes (docs/architecture.md, "Paged lists"). A list's query
 * DTO extends this; the values stay text (nothing is converted silently) until pageWindow() reads them.
 */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1, description: 'Page number, from 1' })
  @IsOptional()
  @IsString({ message: 'page must be a single whole number.' })
  @wholeUpTo('page', PAGE_MAX)
  page?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT, description: 'Rows per page' })
  @IsOptional()
  @IsString({ message: 'pageSize must be a single whole number.' })
  @wholeUpTo('pageSize', PAGE_SIZE_MAX)
  pageSize?: string;
}
