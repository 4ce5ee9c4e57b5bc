import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CATALOGUE_SORTS, CatalogueSort, UK_SIZES } from '@dw/contracts';

const SORTS = CATALOGUE_SORTS.map((s) => s.slug);

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
  sort?: CatalogueSort;
}
