import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AVAILABILITY_MESSAGES, BlockInput, STOCK_UNITS, UK_SIZES } from '@dw/contracts';
import { trim } from '../../common/validators';
import { IsDay } from './is-day';

const UNITS_MESSAGE = `Units must be a whole number from ${STOCK_UNITS.min} to ${STOCK_UNITS.max}.`;

/** Takes units of one size out for some days: repairs, photography. */
export class BlockInputDto implements BlockInput {
  @ApiProperty({ enum: UK_SIZES, example: '10' })
  @IsString({ message: 'Size must be a UK size from 4 to 22.' })
  @IsIn(UK_SIZES, { message: 'Size must be a UK size from 4 to 22.' })
  size: string;

  @ApiProperty({ format: 'date', example: '2030-06-10', description: 'First blocked day (today or later)' })
  @IsDay(AVAILABILITY_MESSAGES.blockRange)
  startDate: string;

  @ApiProperty({ format: 'date', example: '2030-06-12', description: 'Last blocked day' })
  @IsDay(AVAILABILITY_MESSAGES.blockRange)
  endDate: string;

  @ApiPropertyOptional({ type: 'integer', minimum: STOCK_UNITS.min, maximum: STOCK_UNITS.max, default: 1 })
  @IsOptional()
  @IsInt({ message: UNITS_MESSAGE })
  @Min(STOCK_UNITS.min, { message: UNITS_MESSAGE })
  @Max(STOCK_UNITS.max, { message: UNITS_MESSAGE })
  units?: number;

  @ApiPropertyOptional({ maxLength: 200, example: 'Hem repair' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Note must be text.' })
  @MaxLength(200, { message: 'Note must be at most 200 characters.' })
  note?: string;
}
