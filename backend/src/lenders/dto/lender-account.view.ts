import { ApiProperty } from '@nestjs/swagger';
import { LENDER_ACCOUNT_STATUSES, LenderAccountCreated, LenderAccountStatus, LenderAccountView } from '@dw/contracts';
import type { LenderAccount } from '../lender-account.entity';

export class LenderAccountCreatedDto implements LenderAccountCreated {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: LENDER_ACCOUNT_STATUSES, example: 'pending' }) status: LenderAccountStatus;
  @ApiProperty({ description: "The lender's secret for X-Lender-Token; shown only this once" }) token: string;
}

export class LenderAccountViewDto implements LenderAccountView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() address: string;
  @ApiProperty() bankAccountName: string;
  @ApiProperty({ example: '••-••-99', description: 'Masked; blank once erased' }) sortCode: string;
  @ApiProperty({ example: '••••4958', description: 'Masked; blank once erased' }) accountNumber: string;
  @ApiProperty({ enum: LENDER_ACCOUNT_STATUSES }) status: LenderAccountStatus;
  @ApiProperty({ nullable: true, type: String, description: 'Why the admin rejected the account; null unless rejected' })
  rejectionReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'Set once personal data was erased' })
  erasedAt: string | null;
}

/** Entities never leave the API raw; bank details arrive here already masked. */
export function toLenderAccountView(a: LenderAccount, masked: { sortCode: string; accountNumber: string }): LenderAccountViewDto {
  return {
    id: a.id,
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    address: a.address,
    bankAccountName: a.bankAccountName,
    sortCode: masked.sortCode,
    accountNumber: masked.accountNumber,
    status: a.status,
    rejectionReason: a.rejectionReason,
    createdAt: a.createdAt.toISOString(),
    erasedAt: a.erasedAt ? a.erasedAt.toISOString() : null,
  };
}
