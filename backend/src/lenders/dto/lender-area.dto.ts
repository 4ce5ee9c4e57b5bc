import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import {
  BankDetailsInput,
  LENDER_ACCOUNT_STATUSES,
  LenderAccountStatus,
  LenderMe,
  SignInLinkRequest,
  SignInLinkSent,
  SignInWithLink,
} from '@dw/contracts';
import { LenderAccountInputDto } from './lender-account-input.dto';

/** The address is checked as at sign-up. */
export class SignInLinkRequestDto extends PickType(LenderAccountInputDto, ['email'] as const) implements SignInLinkRequest {}

export class SignInLinkSentDto implements SignInLinkSent {
  @ApiProperty({ description: 'The same whether or not an account has the address' }) message: string;
}

export class SignInWithLinkDto implements SignInWithLink {
  @ApiProperty({ description: "The `token` of the e-mailed link's query", example: 'q1w2e3…' })
  @IsString({ message: 'token must be the token of your sign-in link.' })
  @MaxLength(200, { message: 'token must be the token of your sign-in link.' })
  token: string;
}

export class LenderMeDto implements LenderMe {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() address: string;
  @ApiProperty({ enum: LENDER_ACCOUNT_STATUSES }) status: LenderAccountStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Why the admin rejected the account; null unless rejected' })
  rejectionReason: string | null;
  @ApiProperty() bankAccountName: string;
  @ApiProperty({ example: '••-••-99', description: 'Masked' }) sortCode: string;
  @ApiProperty({ example: '••••4958', description: 'Masked' }) accountNumber: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({
    format: 'date-time',
    type: String,
    nullable: true,
    description: 'When the current session was started from a link (null for X-Lender-Token callers)',
  })
  signedInAt: string | null;
}

/** The account form's bank fields, with the same checks. */
export class BankDetailsInputDto
  extends PickType(LenderAccountInputDto, ['bankAccountName', 'sortCode', 'accountNumber'] as const)
  implements BankDetailsInput {}
