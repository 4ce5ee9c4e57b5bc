import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  registerDecorator,
} from 'class-validator';
import {
  AVAILABILITY_MESSAGES,
  STOCK_UNITS,
  CATEGORY_SLUGS,
  NOTICES,
  OCCASION_SLUGS,
  PRODUCT_IMAGES,
  ProductInput,
  TEXT_LIMITS,
  UK_SIZES,
  noticeText,
} from '@dw/contracts';
import { stockProblem } from '../../common/stock';
import { IsImageUrl, IsMoney, trim } from '../../common/validators';
import { IsBookingRule } from './booking-rules-input.dto';

const MISSING = noticeText(NOTICES.productMissing);

/** Create and update take the same fields (PUT replaces the whole product). */
export class ProductInputDto implements ProductInput {
  @ApiProperty({ example: 'Aurora Sequin Gown', maxLength: TEXT_LIMITS.productName.max })
  @Transform(trim)
  @IsString({ message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @MaxLength(TEXT_LIMITS.productName.max, { message: `Name must be at most ${TEXT_LIMITS.productName.max} characters.` })
  name: string;

  @ApiProperty({ example: 'A floor-length gown in champagne sequins.' })
  @Transform(trim)
  @IsString({ message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @MaxLength(TEXT_LIMITS.productDescription.max, {
    message: `Description must be at most ${TEXT_LIMITS.productDescription.max} characters.`,
  })
  description: string;

  @ApiPropertyOptional({ type: String, example: 'Jenny Packham', nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Brand must be text.' })
  @MaxLength(TEXT_LIMITS.brand.max, { message: `Brand must be at most ${TEXT_LIMITS.brand.max} characters.` })
  brand?: string | null;

  @ApiProperty({ enum: CATEGORY_SLUGS, example: 'evening-gown' })
  @IsNotEmpty({ message: MISSING })
  @IsIn(CATEGORY_SLUGS, { message: 'Please choose a category from the list.' })
  category: string;

  @ApiPropertyOptional({ enum: OCCASION_SLUGS, isArray: true, example: ['black-tie'] })
  @IsOptional()
  @IsArray({ message: 'Occasions must be a list.' })
  @ArrayMaxSize(OCCASION_SLUGS.length, { message: 'Too many occasions.' })
  @ArrayUnique({ message: 'Each occasion may appear once.' })
  @IsIn(OCCASION_SLUGS, { each: true, message: 'Please choose occasions from the list.' })
  occasions?: string[];

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'number' }],
    example: '65.00',
    description: 'Two-day price in pounds (string or number, at most 2 decimals)',
  })
  @IsNotEmpty({ message: MISSING })
  @IsMoney(1, { message: 'Base price must be an amount in pounds between £1 and £100,000.' })
  basePrice: string;

  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '450.00', nullable: true })
  @IsOptional()
  @IsMoney(1, { message: 'Retail price must be an amount in pounds between £1 and £100,000.' })
  retailPrice?: string | null;

  @ApiProperty({ type: [String], minItems: 1, maxItems: 3, example: ['/objects/uploads/2d7c…'] })
  @IsArray({ message: MISSING })
  @ArrayMinSize(PRODUCT_IMAGES.min, { message: MISSING })
  @ArrayMaxSize(PRODUCT_IMAGES.max, { message: `A product can have at most ${PRODUCT_IMAGES.max} images.` })
  @IsImageUrl({ each: true, message: 'Images must be uploaded images or https:// addresses.' })
  imageUrls: string[];

  @ApiProperty({ enum: UK_SIZES, isArray: true, example: ['8', '10', '12'] })
  @IsArray({ message: MISSING })
  @ArrayMinSize(1, { message: MISSING })
  @ArrayMaxSize(UK_SIZES.length, { message: 'Too many sizes.' })
  @ArrayUnique({ message: 'Each size may appear once.' })
  @IsIn(UK_SIZES, { each: true, message: 'Sizes must be UK sizes 4 to 22.' })
  availableSizes: string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'integer', minimum: STOCK_UNITS.min, maximum: STOCK_UNITS.max },
    example: { '10': 2 },
    description: 'Units per size (keys among availableSizes); sizes left out get one. Omitted on update: kept.',
  })
  @IsOptional()
  @IsStock()
  stock?: Record<string, number>;

  @ApiPropertyOptional({
    description: "The shop's own dress waits for the admin's answer to each booking request. Omitted on update: kept; false on create.",
  })
  @IsOptional()
  @IsBoolean({ message: 'requiresApproval must be true or false.' })
  requiresApproval?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    example: 7,
    description: 'Days of notice a rental needs. Omitted on update: kept; null: none.',
  })
  @IsBookingRule()
  minNoticeDays?: number | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'First start date. Omitted on update: kept; null: none.',
  })
  @IsBookingRule()
  availableFrom?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'Last start date. Omitted on update: kept; null: none.',
  })
  @IsBookingRule()
  availableUntil?: string | null;
}

/** Stock keys must be sizes the same body offers; the message says which one is wrong. */
function IsStock(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isStock',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown, args) => stockProblem(value, sizesOf(args?.object)) === null,
        defaultMessage: (args) => stockProblem(args?.value, sizesOf(args?.object)) ?? AVAILABILITY_MESSAGES.stock,
      },
    });
}

const sizesOf = (body: unknown): string[] => {
  const sizes = (body as { availableSizes?: unknown } | undefined)?.availableSizes;
  return Array.isArray(sizes) ? sizes.filter((s): s is string => typeof s === 'string') : [];
};
