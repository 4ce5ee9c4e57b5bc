import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AVAILABILITY_MESSAGES, CATALOGUE_SORTS, CatalogueSort, UK_SIZES } from '@dw/contracts';
import { IsDay } from '../../common/validators';

/** 'default' is the old name of 'featured', still accepted here. */
const SORTS: readonly string[] = [...CATALOGUE_SORTS.map((s) => s.slug), 'default'];

export class CatalogueQueryDto {
  @ApiPropertyOptional({ description: 'Category or occasion slug, or a link alias such as wedding-guest' })
  @IsOptional()
  @IsString({ message: 'Category must be text.' })
  @MaxLength(60, { message: 'Category must be at most 60 characters.' })
  category?: string;

  @ApiPropertyOptional({ enum: ['all', ...UK_SIZES] })
  @IsOptional()
  @IsIn(['all', ...UK_SIZES], { message: 'Size must be a UK size from 4 to 22.' })
  size?: string;

  @ApiPropertyOptional({ enum: SORTS })
  @IsOptional()
  @IsIn(SORTS, { message: `Sort must be one of ${SORTS.join(', ')}.` })
  sort?: CatalogueSort | 'default';

  @ApiPropertyOptional({
    format: 'date',
    example: '2030-06-12',
    description: 'Only dresses with a free unit for a rental starting this day',
  })
  @IsOptional()
  @IsDay(AVAILABILITY_MESSAGES.invalidDate)
  availableOn?: string;

  @ApiPropertyOptional({ enum: ['2', '4'], default: '2', description: 'Rental length for availableOn, in days' })
  @IsOptional()
  @IsIn(['2', '4'], { message: 'Rental duration must be 2 or 4 days.' })
  duration?: '2' | '4';
}
