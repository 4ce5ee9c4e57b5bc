import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches, ValidateBy } from 'class-validator';
import {
  CATALOGUE_PAGE,
  CATALOGUE_SEARCH,
  CATALOGUE_SORTS,
  CATEGORY_SLUGS,
  CatalogueSort,
  OCCASION_SLUGS,
  UK_SIZES,
  filterTerms,
} from '@dw/contracts';

const SORTS = CATALOGUE_SORTS.map((s) => s.slug);
const FILTER_SLUGS = new Set<string>([...CATEGORY_SLUGS, ...OCCASION_SLUGS]);
/** Whole pounds or pounds and pence, as a shopper types a price bound. */
const POUNDS = /^\d{1,6}(\.\d{2})?$/;

/** A whole number from `min` to `max`, sent as query text ('1e9', '-1', '01.5' are not). */
function IsWholeNumberText(min: number, max: number, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWholeNumberText',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) && Number(value) >= min && Number(value) <= max,
      },
    },
    { message },
  );
}

/** A catalogue filter value: a category or occasion slug, a link alias, or 'all'. */
function IsCatalogueFilter(message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCatalogueFilter',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const terms = filterTerms(value);
          return value.trim() !== '' && (terms === null || terms.every((t) => FILTER_SLUGS.has(t)));
        },
      },
    },
    { message },
  );
}

/**
 * GET /api/catalogue: every parameter optional, each checked on its own here (the message names it);
 * the checks across parameters (price bounds, bookable date) are catalogue/domain/catalogue-criteria.ts.
 */
export class CataloguePageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CATALOGUE_PAGE.maxPage, default: 1 })
  @IsOptional()
  @IsWholeNumberText(1, CATALOGUE_PAGE.maxPage, `page must be a whole number from 1 to ${CATALOGUE_PAGE.maxPage}.`)
  page?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CATALOGUE_PAGE.maxSize, default: CATALOGUE_PAGE.defaultSize })
  @IsOptional()
  @IsWholeNumberText(1, CATALOGUE_PAGE.maxSize, `pageSize must be between 1 and ${CATALOGUE_PAGE.maxSize}.`)
  pageSize?: string;

  @ApiPropertyOptional({ enum: SORTS, default: 'featured', description: 'featured is newest first; ties are broken by id' })
  @IsOptional()
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}.` })
  sort?: CatalogueSort;

  @ApiPropertyOptional({ enum: UK_SIZES })
  @IsOptional()
  @IsIn(UK_SIZES, { message: `size must be a UK size: ${UK_SIZES.join(', ')}.` })
  size?: string;

  @ApiPropertyOptional({ description: 'Category or occasion slug, or a link alias such as wedding-guest', example: 'evening-gown' })
  @IsOptional()
  @IsString({ message: 'category must be text.' })
  @IsCatalogueFilter('category must be a category or occasion of the catalogue.')
  category?: string;

  @ApiPropertyOptional({ enum: OCCASION_SLUGS })
  @IsOptional()
  @IsIn(OCCASION_SLUGS, { message: 'occasion must be an occasion of the catalogue.' })
  occasion?: string;

  @ApiPropertyOptional({ description: 'Exact brand, any letter case', example: 'Rixo' })
  @IsOptional()
  @IsString({ message: 'brand must be text.' })
  @Length(1, 80, { message: 'brand must be 1 to 80 characters.' })
  brand?: string;

  @ApiPropertyOptional({ description: 'Lowest base price in pounds', example: '40' })
  @IsOptional()
  @Matches(POUNDS, { message: 'minPrice must be an amount in pounds, such as 40 or 39.99.' })
  minPrice?: string;

  @ApiPropertyOptional({ description: 'Highest base price in pounds', example: '120.50' })
  @IsOptional()
  @Matches(POUNDS, { message: 'maxPrice must be an amount in pounds, such as 120 or 119.99.' })
  maxPrice?: string;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: CATALOGUE_SEARCH.maxLength,
    description:
      'Words to find in name, brand and description (each matches the start of a word; every word must match). Search operators (quotes, *, a word led by - or +, OR, AND, NOT, NEAR, MATCH in capitals) are refused with a 400.',
  })
  @IsOptional()
  @IsString({ message: 'q must be text.' })
  @Length(1, CATALOGUE_SEARCH.maxLength, { message: `q must be 1 to ${CATALOGUE_SEARCH.maxLength} characters.` })
  q?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2030-06-12',
    description: 'Only dresses with a free unit for a rental starting this day',
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'availableOn must be a date written YYYY-MM-DD.' })
  availableOn?: string;

  @ApiPropertyOptional({ enum: ['2', '4'], default: '2', description: 'Rental length for availableOn, in days' })
  @IsOptional()
  @IsIn(['2', '4'], { message: 'duration must be 2 or 4 days.' })
  duration?: '2' | '4';
}
