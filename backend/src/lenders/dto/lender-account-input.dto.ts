import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength, ValidateBy, ValidationOptions } from 'class-validator';
import {
  BACS_ACCOUNT_NAME_PATTERN,
  LENDER_MESSAGES,
  LenderAccountInput,
  TEXT_LIMITS,
  isBacsAccountName,
  isPhoneNumber,
} from '@dw/contracts';
import { IsEmailAddress, trim } from '../../common/validators';
import { normaliseSortCode } from '../domain/bank-details';

const atMost = (label: string, max: number) => ({ message: `${label} must be at most ${max} characters.` });

const IsPhoneNumber = (options: ValidationOptions) =>
  ValidateBy({ name: 'isPhoneNumber', validator: { validate: (v: unknown) => typeof v === 'string' && isPhoneNumber(v) } }, options);

const IsBacsAccountName = (options: ValidationOptions) =>
  ValidateBy(
    { name: 'isBacsAccountName', validator: { validate: (v: unknown) => typeof v === 'string' && isBacsAccountName(v) } },
    options,
  );

/** The lender account form ; agreedToTerms stays in the form, so it is an unknown field here. */
export class LenderAccountInputDto implements LenderAccountInput {
  @ApiProperty({ example: 'Amelia Hart', minLength: TEXT_LIMITS.name.min, maxLength: TEXT_LIMITS.name.max })
  @Transform(trim)
  @IsString({ message: LENDER_MESSAGES.fullName })
  @MinLength(TEXT_LIMITS.name.min, { message: LENDER_MESSAGES.fullName })
  @MaxLength(TEXT_LIMITS.name.max, atMost('Full name', TEXT_LIMITS.name.max))
  fullName: string;

  @ApiProperty({ example: 'amelia@example.co.uk', maxLength: TEXT_LIMITS.email.max })
  @Transform(trim)
  @IsString({ message: LENDER_MESSAGES.email })
  @IsEmailAddress({ message: LENDER_MESSAGES.email })
  @MaxLength(TEXT_LIMITS.email.max, { message: LENDER_MESSAGES.email })
  email: string;

  @ApiProperty({ example: '07700 900123', minLength: TEXT_LIMITS.phone.min, maxLength: TEXT_LIMITS.phone.max })
  @Transform(trim)
  @IsString({ message: LENDER_MESSAGES.phone })
  @IsPhoneNumber({ message: LENDER_MESSAGES.phone })
  phone: string;

  @ApiProperty({
    example: '12 Rosewood Lane, Bath BA1 2AB',
    minLength: TEXT_LIMITS.address.min,
    maxLength: TEXT_LIMITS.address.max,
  })
  @Transform(trim)
  @IsString({ message: LENDER_MESSAGES.address })
  @MinLength(TEXT_LIMITS.address.min, { message: LENDER_MESSAGES.address })
  @MaxLength(TEXT_LIMITS.address.max, atMost('Address', TEXT_LIMITS.address.max))
  address: string;

  @ApiProperty({
    example: 'A Hart',
    pattern: BACS_ACCOUNT_NAME_PATTERN.source,
    description: 'As the bank shows it: letters, digits, spaces and & - . / (Bacs), 2 to 18 characters',
  })
  @Transform(trim)
  @IsBacsAccountName({ message: LENDER_MESSAGES.bankAccountName })
  bankAccountName: string;

  @ApiProperty({ example: '089999', description: '6 digits; hyphens (XX-XX-XX) are accepted and removed' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseSortCode(value) ?? value) : value))
  @IsString({ message: LENDER_MESSAGES.sortCode })
  @Matches(/^\d{6}$/, { message: LENDER_MESSAGES.sortCode })
  sortCode: string;

  @ApiProperty({ example: '66374958', description: 'Exactly 8 digits' })
  @Transform(trim)
  @IsString({ message: LENDER_MESSAGES.accountNumber })
  @Matches(/^\d{8}$/, { message: LENDER_MESSAGES.accountNumber })
  accountNumber: string;
}
