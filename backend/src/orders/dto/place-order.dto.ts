import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CHARGES_CONSENT_REQUIRED_MESSAGE,
  CHARGES_CONSENT_TEXT,
  CHECKOUT_MESSAGES,
  NOTICES,
  OrderCustomerInput,
  PHONE_PATTERN,
  PROMO_CODE_FORMAT_MESSAGE,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_PATTERN,
  normalisePromoCode,
  TEXT_LIMITS,
  UK_POSTCODE_HINT,
  noticeText,
} from '@dw/contracts';
import { RentalLineDto } from '../../cart/dto/rental-line.dto';
import { SESSION_ID_MESSAGE, SESSION_ID_PATTERN } from '../../common/session-id';
import { IsEmailAddress, IsMoney, trim } from '../../common/validators';
import { IsAddressPart, IsDeliveryAddressText, normaliseAddressText, normalisePostcodeValue, sendsParts } from './delivery-address';

const MISSING = noticeText(NOTICES.checkoutMissing);
export const MAX_ORDER_LINES = 20;

const tooLong = (what: string, max: number) => ({ message: `${what} must be at most ${max} characters.` });
const figure = (what: string) => ({ message: `${what} must be an amount in pounds, such as 45.00.` });
/** Money may be sent as '45.00' or 45 (at most two decimals); IsMoney hands it on as '45.00'. */
const MONEY = { oneOf: [{ type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' }, { type: 'number' }] };

/** The parts are required unless the address comes as one `deliveryAddress` text. */
const partsForm = (o: OrderCustomerDto) => o.deliveryAddress === undefined;

/**
 * The checkout form, plus the figures the shop showed (optional; checked, never stored). The delivery
 * address comes either as one `deliveryAddress` text (the original API's body) or as its parts (the shop's
 * form); the order stores one text, composed from the parts as '1 Savile Row, Mayfair, London W1S 3PR'.
 */
export class OrderCustomerDto implements OrderCustomerInput {
  @ApiProperty({ example: 'Ada Lovelace', minLength: TEXT_LIMITS.name.min, maxLength: TEXT_LIMITS.name.max })
  @Transform(trim)
  @IsString({ message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @MinLength(TEXT_LIMITS.name.min, { message: CHECKOUT_MESSAGES.name })
  @Matches(/\p{L}/u, { message: CHECKOUT_MESSAGES.name })
  @MaxLength(TEXT_LIMITS.name.max, tooLong('Name', TEXT_LIMITS.name.max))
  customerName: string;

  @ApiProperty({ example: 'ada@example.com', maxLength: TEXT_LIMITS.email.max })
  @Transform(trim)
  @IsString({ message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @MaxLength(TEXT_LIMITS.email.max, { message: CHECKOUT_MESSAGES.email })
  @IsEmailAddress({ message: CHECKOUT_MESSAGES.email })
  customerEmail: string;

  @ApiProperty({ example: '07700 900123', pattern: PHONE_PATTERN.source })
  @Transform(trim)
  @IsString({ message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @Matches(PHONE_PATTERN, { message: CHECKOUT_MESSAGES.phone })
  customerPhone: string;

  @ApiPropertyOptional({
    example: '1 Savile Row, London W1S 3PR',
    maxLength: TEXT_LIMITS.address.max,
    description:
      'The whole address as one text ending with its UK postcode, at least ' +
      `${TEXT_LIMITS.address.min} characters of street and town before it; the postcode is stored as Royal Mail writes it ` +
      "('1 Savile Row, London w1s3pr' is stored as '1 Savile Row, London W1S 3PR'). Send this or addressLine1, addressLine2, " +
      'town and postcode, not both.',
  })
  @ValidateIf((o: OrderCustomerDto) => o.deliveryAddress !== undefined || !sendsParts(o))
  @Transform(normaliseAddressText)
  @IsString({ message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @MaxLength(TEXT_LIMITS.address.max, tooLong('Delivery address', TEXT_LIMITS.address.max))
  @IsDeliveryAddressText()
  deliveryAddress?: string;

  @ApiPropertyOptional({
    example: '1 Savile Row',
    minLength: TEXT_LIMITS.addressLine1.min,
    maxLength: TEXT_LIMITS.addressLine1.max,
    description: 'House number or name and street; required unless deliveryAddress is sent',
  })
  @ValidateIf(partsForm)
  @Transform(trim)
  @IsString({ message: CHECKOUT_MESSAGES.addressLine1 })
  @IsNotEmpty({ message: MISSING })
  @IsAddressPart('addressLine1')
  addressLine1?: string;

  @ApiPropertyOptional({ example: 'Mayfair', maxLength: TEXT_LIMITS.addressLine2.max, description: 'Flat, building or area' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: tooLong('Address line 2', TEXT_LIMITS.addressLine2.max).message })
  @IsAddressPart('addressLine2')
  addressLine2?: string;

  @ApiPropertyOptional({
    example: 'London',
    minLength: TEXT_LIMITS.town.min,
    maxLength: TEXT_LIMITS.town.max,
    description: 'Town or city; required unless deliveryAddress is sent',
  })
  @ValidateIf(partsForm)
  @Transform(trim)
  @IsString({ message: CHECKOUT_MESSAGES.town })
  @IsNotEmpty({ message: MISSING })
  @IsAddressPart('town')
  town?: string;

  @ApiPropertyOptional({
    example: 'W1S 3PR',
    maxLength: TEXT_LIMITS.postcode.max,
    description: `${UK_POSTCODE_HINT}; required unless deliveryAddress is sent`,
  })
  @ValidateIf(partsForm)
  @Transform(normalisePostcodeValue)
  @IsString({ message: CHECKOUT_MESSAGES.postcode })
  @IsNotEmpty({ message: MISSING })
  @IsAddressPart('postcode')
  postcode?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2030-06-12',
    description: "Derived from the lines' dates; if sent, must equal the first start (else 400)",
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: CHECKOUT_MESSAGES.invalidDate })
  rentalStartDate?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2030-06-13',
    description: 'Derived: the last rental day of any line; if sent, must match',
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: CHECKOUT_MESSAGES.invalidDate })
  rentalEndDate?: string;

  @ApiPropertyOptional({ ...MONEY, example: '130.00', description: 'If sent, must equal the server figure (else 409)' })
  @IsOptional()
  @IsMoney(0, figure('Subtotal'))
  subtotal?: string;

  @ApiPropertyOptional({ ...MONEY, example: '15.00' })
  @IsOptional()
  @IsMoney(0, figure('Cleaning fee'))
  cleaningFee?: string;

  @ApiPropertyOptional({ ...MONEY, example: '8.00' })
  @IsOptional()
  @IsMoney(0, figure('Insurance'))
  insurance?: string;

  @ApiPropertyOptional({ ...MONEY, example: '10.00', description: "The promo code's discount the shop showed" })
  @IsOptional()
  @IsMoney(0, figure('Discount'))
  discount?: string;

  @ApiPropertyOptional({
    ...MONEY,
    example: '143.00',
    description: "The quote's total the shop showed; a different server total answers 409 QUOTE_CHANGED with the new quote",
  })
  @IsOptional()
  @IsMoney(0, figure('Total'))
  total?: string;
}

/** A cart line as ordered; the price the shop showed is optional and only compared. */
export class OrderLineDto extends RentalLineDto {
  @ApiPropertyOptional({ ...MONEY, example: '65.00', description: 'If sent, must equal the server unit price (else 409)' })
  @IsOptional()
  @IsMoney(0, figure('Unit price'))
  unitPrice?: string;
}

export class PlaceOrderDto {
  @ApiPropertyOptional({ description: 'The cart session to empty once the order is stored', pattern: SESSION_ID_PATTERN.source })
  @IsOptional()
  @IsString({ message: SESSION_ID_MESSAGE })
  @Matches(SESSION_ID_PATTERN, { message: SESSION_ID_MESSAGE })
  sessionId?: string;

  @ApiPropertyOptional({
    example: 'GETDRESSED',
    maxLength: PROMO_CODE_MAX_LENGTH,
    description: 'A promo code, any case. One it cannot use answers 400 or 409 with its own code and message, and nothing is stored',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalisePromoCode(value) : value))
  @IsString({ message: PROMO_CODE_FORMAT_MESSAGE })
  @Matches(PROMO_CODE_PATTERN, { message: PROMO_CODE_FORMAT_MESSAGE })
  promoCode?: string;

  @ApiPropertyOptional({
    description:
      `The renter agrees to later charges on her card ("${CHARGES_CONSENT_TEXT}"): the card is saved for them. ` +
      'Required (true) when the shop takes cards; 400 CHARGES_CONSENT_REQUIRED without it. Ignored for bank transfers.',
  })
  @IsOptional()
  @IsBoolean({ message: CHARGES_CONSENT_REQUIRED_MESSAGE })
  chargesConsent?: boolean;

  @ApiProperty({ type: OrderCustomerDto })
  @IsDefined({ message: MISSING })
  @IsObject({ message: MISSING })
  @ValidateNested()
  @Type(() => OrderCustomerDto)
  order: OrderCustomerDto;

  @ApiProperty({ type: [OrderLineDto], minItems: 1, maxItems: MAX_ORDER_LINES })
  @IsDefined({ message: CHECKOUT_MESSAGES.emptyCart })
  @IsArray({ message: 'Items must be a list of order lines.' })
  @ArrayMinSize(1, { message: CHECKOUT_MESSAGES.emptyCart })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: `An order can have at most ${MAX_ORDER_LINES} lines.` })
  @ValidateNested({ each: true, message: 'Each order line must be an object.' })
  @Type(() => OrderLineDto)
  items: OrderLineDto[];
}
