import { ApiProperty, OmitType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import {
  CONDITION_SLUGS,
  LISTING_CATEGORIES,
  LISTING_MESSAGES,
  LISTING_MINIMUMS,
  LISTING_OCCASIONS,
  LISTING_PHOTOS,
  LenderListingInput,
  ListingInput,
  MAX_PRICE_POUNDS,
  TEXT_LIMITS,
  UK_SIZES,
} from '@dw/contracts';
import { IsImageUrl, IsMoney, moneyToPence, trim } from '../../common/validators';

const CATEGORY_SLUGS = LISTING_CATEGORIES.map((c) => c.slug);
const OCCASION_SLUGS = LISTING_OCCASIONS.map((o) => o.slug);
const atMost = (label: string, max: number) => ({ message: `${label} must be at most ${max} characters.` });

/** A price message: the form's minimum sentence, or the upper bound when that is what failed. */
const priceMessage = (label: string, minimumMessage: string) => ({
  message: ({ value }: { value: unknown }) => {
    const pence = moneyToPence(value);
    return pence !== null && pence > MAX_PRICE_POUNDS * 100
      ? `${label} must be at most £${MAX_PRICE_POUNDS.toLocaleString('en-GB')}.`
      : minimumMessage;
  },
});

/** The listing form plus the lender's account id and uploaded photo paths. */
// The prices arrive as ListingInput says (pounds, a number or a string) and leave IsMoney as '45.00'.
export class ListingInputDto implements Omit<ListingInput, 'originalPrice' | 'rentalPrice2Day' | 'rentalPrice4Day'> {
  @ApiProperty({ format: 'uuid', description: 'Must be the account the X-Lender-Token belongs to' })
  @IsUUID('all', { message: 'lenderAccountId must be the id of your lender account.' })
  lenderAccountId: string;

  @ApiProperty({ example: 'Midnight Velvet Gown', minLength: TEXT_LIMITS.listingName.min, maxLength: TEXT_LIMITS.listingName.max })
  @Transform(trim)
  @IsString({ message: LISTING_MESSAGES.name })
  @MinLength(TEXT_LIMITS.listingName.min, { message: LISTING_MESSAGES.name })
  @MaxLength(TEXT_LIMITS.listingName.max, atMost('Dress name', TEXT_LIMITS.listingName.max))
  name: string;

  @ApiProperty({ example: 'Jenny Packham', minLength: TEXT_LIMITS.brand.min, maxLength: TEXT_LIMITS.brand.max })
  @Transform(trim)
  @IsString({ message: LISTING_MESSAGES.brand })
  @MinLength(TEXT_LIMITS.brand.min, { message: LISTING_MESSAGES.brand })
  @MaxLength(TEXT_LIMITS.brand.max, atMost('Brand name', TEXT_LIMITS.brand.max))
  brand: string;

  @ApiProperty({
    example: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
    minLength: TEXT_LIMITS.listingDescription.min,
  })
  @Transform(trim)
  @IsString({ message: LISTING_MESSAGES.description })
  @MinLength(TEXT_LIMITS.listingDescription.min, { message: LISTING_MESSAGES.description })
  @MaxLength(TEXT_LIMITS.listingDescription.max, atMost('Description', TEXT_LIMITS.listingDescription.max))
  description: string;

  @ApiProperty({ enum: CATEGORY_SLUGS, example: 'evening-gown' })
  @IsIn(CATEGORY_SLUGS, { message: LISTING_MESSAGES.category })
  category: string;

  @ApiProperty({ enum: CONDITION_SLUGS, example: 'excellent' })
  @IsIn(CONDITION_SLUGS, { message: LISTING_MESSAGES.condition })
  condition: string;

  @ApiProperty({ enum: OCCASION_SLUGS, example: 'gala-awards' })
  @IsIn(OCCASION_SLUGS, { message: LISTING_MESSAGES.occasion })
  occasion: string;

  @ApiProperty({ enum: UK_SIZES, isArray: true, example: ['10', '12'] })
  @IsArray({ message: LISTING_MESSAGES.sizes })
  @ArrayMinSize(1, { message: LISTING_MESSAGES.sizes })
  @ArrayMaxSize(UK_SIZES.length, { message: 'Too many sizes.' })
  @ArrayUnique({ message: 'Each size may appear once.' })
  @IsIn(UK_SIZES, { each: true, message: 'Sizes must be UK sizes 4 to 22.' })
  sizes: string[];

  @ApiProperty({ type: Number, example: 950, minimum: LISTING_MINIMUMS.originalPrice, description: 'Original retail price in pounds' })
  @IsMoney(LISTING_MINIMUMS.originalPrice, priceMessage('Original price', LISTING_MESSAGES.originalPrice))
  originalPrice: string;

  @ApiProperty({ type: Number, example: 85, minimum: LISTING_MINIMUMS.rentalPrice2Day })
  @IsMoney(LISTING_MINIMUMS.rentalPrice2Day, priceMessage('2-day rental price', LISTING_MESSAGES.rentalPrice2Day))
  rentalPrice2Day: string;

  @ApiProperty({ type: Number, example: 130, minimum: LISTING_MINIMUMS.rentalPrice4Day })
  @IsMoney(LISTING_MINIMUMS.rentalPrice4Day, priceMessage('4-day rental price', LISTING_MESSAGES.rentalPrice4Day))
  rentalPrice4Day: string;

  @ApiProperty({ example: 'Dry clean only. Steam on low heat.', minLength: TEXT_LIMITS.careInstructions.min })
  @Transform(trim)
  @IsString({ message: LISTING_MESSAGES.careInstructions })
  @MinLength(TEXT_LIMITS.careInstructions.min, { message: LISTING_MESSAGES.careInstructions })
  @MaxLength(TEXT_LIMITS.careInstructions.max, atMost('Care instructions', TEXT_LIMITS.careInstructions.max))
  careInstructions: string;

  @ApiProperty({
    type: [String],
    minItems: LISTING_PHOTOS.min,
    maxItems: LISTING_PHOTOS.max,
    example: ['/objects/uploads/2d7c…'],
    description: 'Paths of photos this lender uploaded with POST /api/objects/upload (no https URLs, no uploads of anyone else)',
  })
  @IsArray({ message: LISTING_MESSAGES.photos })
  @ArrayMinSize(LISTING_PHOTOS.min, { message: LISTING_MESSAGES.photos })
  @IsImageUrl({ each: true, message: LISTING_MESSAGES.photos })
  @ArrayMaxSize(LISTING_PHOTOS.max, { message: LISTING_MESSAGES.tooManyPhotos })
  imageUrls: string[];
}

/** The lender's edit of her own listing: the same fields and rules, the account is hers. */
export class LenderListingInputDto
  extends OmitType(ListingInputDto, ['lenderAccountId'] as const)
  implements Omit<LenderListingInput, 'originalPrice' | 'rentalPrice2Day' | 'rentalPrice4Day'> {}

/** A live dress's new prices: the listing form's price fields, with the same minimums, upper bound and messages. */
// ListingPricesInput in contracts: pounds in, '45.00' out of IsMoney, like the whole listing's prices.
export class ListingPricesDto extends PickType(ListingInputDto, ['rentalPrice2Day', 'rentalPrice4Day'] as const) {}
