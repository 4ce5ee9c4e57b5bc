import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import {
  AdminPayoutView,
  EARNING_STATUSES,
  EarningStatus,
  EarningsSummary,
  LenderEarning,
  PAYOUT_PERIOD_PATTERN,
  PAYOUT_STATUSES,
  PayoutFileDownloadView,
  PayoutRunDetail,
  PayoutRunRequest,
  PayoutRunView,
  PayoutStatus,
  PayoutView,
} from '@dw/contracts';

export class PayoutRunRequestDto implements PayoutRunRequest {
  @ApiProperty({
    example: '2026-10',
    description: "'YYYY-MM': a UK month from the first month a lender earned anything to the last month that has ended",
  })
  @Matches(PAYOUT_PERIOD_PATTERN, { message: 'period must be a month written YYYY-MM.' })
  period: string;
}

export class LenderEarningDto implements LenderEarning {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '3C4D5E6F', description: "The order's reference" }) orderReference: string;
  @ApiProperty() productName: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ format: 'date' }) startDate: string;
  @ApiProperty({ format: 'date' }) endDate: string;
  @ApiProperty({ type: 'integer', description: 'Unit price × quantity, in pence' }) rentalFeePence: number;
  @ApiProperty({ type: 'integer', description: "The lender's 90%, rounded down to the penny" }) amountPence: number;
  @ApiProperty({ enum: EARNING_STATUSES }) status: EarningStatus;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The UK day the order was completed' }) earnedOn: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) payoutId: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When the damage-claim window after the dress's return closes: no payout run pays the earning before",
  })
  claimWindowEndsAt: string | null;
  @ApiProperty({ description: 'A damage claim on the rental is open: no payout run pays the earning until it is decided' })
  claimOpen: boolean;
}

export class EarningsSummaryDto implements EarningsSummary {
  @ApiProperty({ type: 'integer' }) thisMonthPence: number;
  @ApiProperty({ type: 'integer' }) toDatePence: number;
  @ApiProperty({ type: 'integer' }) pendingPence: number;
  @ApiProperty({ format: 'date' }) nextPayoutDate: string;
}

class PayoutBaseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) runId: string;
  @ApiProperty({ example: '2026-10' }) period: string;
  @ApiProperty({ type: 'integer' }) amountPence: number;
  @ApiProperty({ enum: PAYOUT_STATUSES }) status: PayoutStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
}

export class PayoutViewDto extends PayoutBaseDto implements PayoutView {
  @ApiProperty({ type: [LenderEarningDto], description: 'The rentals it pays' }) earnings: LenderEarningDto[];
}

export class AdminPayoutViewDto extends PayoutBaseDto implements AdminPayoutView {
  @ApiProperty({ format: 'uuid' }) lenderAccountId: string;
  @ApiProperty() lenderName: string;
  @ApiProperty({ example: '••-••-99', description: 'Masked' }) sortCode: string;
  @ApiProperty({ example: '••••4958', description: 'Masked' }) accountNumber: string;
  @ApiProperty({ type: 'integer' }) earningCount: number;
}

export class PayoutRunViewDto implements PayoutRunView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '2026-10' }) period: string;
  @ApiProperty({ enum: PAYOUT_STATUSES }) status: PayoutStatus;
  @ApiProperty({ type: 'integer' }) payoutCount: number;
  @ApiProperty({ type: 'integer' }) totalPence: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
}

export class PayoutFileDownloadDto implements PayoutFileDownloadView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'admin:3f2a9c01b7de' }) downloadedBy: string;
  @ApiProperty({ type: String, nullable: true }) clientAddress: string | null;
  @ApiProperty({ format: 'date-time' }) downloadedAt: string;
}

export class PayoutRunDetailDto extends PayoutRunViewDto implements PayoutRunDetail {
  @ApiProperty({ type: 'integer', description: 'Lenders with earnings in the period who could not be paid' }) skippedLenders: number;
  @ApiProperty({ type: [PayoutFileDownloadDto], description: 'The newest bank-file downloads' }) downloads: PayoutFileDownloadDto[];
  @ApiProperty({ type: 'integer' }) downloadCount: number;
}
