import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { ReconciliationView } from '@dw/contracts';

export class ReconciliationQueryDto {
  @ApiProperty({ example: '2026-11', description: 'A UK month, YYYY-MM' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be a month written YYYY-MM, such as 2026-11.' })
  month: string;
}

export class ReconciliationViewDto implements ReconciliationView {
  @ApiProperty({ example: '2026-11' }) month: string;
  @ApiProperty({ example: '1530.00' }) captured: string;
  @ApiProperty({ example: '153.00' }) recorded: string;
  @ApiProperty({ example: '40.00' }) refunded: string;
  @ApiProperty({ example: '1643.00', description: 'captured + recorded - refunded' }) net: string;
  @ApiProperty({ type: 'integer' }) orderCount: number;
  @ApiProperty({ example: '1400.00' }) rentalFees: string;
  @ApiProperty({ example: '165.00' }) cleaning: string;
  @ApiProperty({ example: '88.00' }) insurance: string;
  @ApiProperty({ example: '10.00' }) discounts: string;
  @ApiProperty({ example: '0.00', description: 'Lines declined or expired before the money was taken' }) released: string;
  @ApiProperty({ example: '1643.00', description: 'rentalFees + cleaning + insurance - discounts - released - refunded' })
  expectedNet: string;
  @ApiProperty() balanced: boolean;
  @ApiProperty({ example: '45.00', description: 'Late fees taken this month (card or recorded)' }) lateFees: string;
  @ApiProperty({ example: '120.00', description: 'Damage charges taken this month (card or recorded)' }) damageCharges: string;
  @ApiProperty({ example: '1808.00', description: 'net + lateFees + damageCharges' }) totalTaken: string;
  @ApiProperty({ example: '15.00', description: 'Late fees and damage charges still owed today' }) owedOutstanding: string;
  @ApiProperty({ example: '1224.00' }) lenderShare: string;
  @ApiProperty({ example: '120.00', description: 'Awarded to lenders from claims decided this month' }) damageAwards: string;
  @ApiProperty({ example: '464.00', description: 'totalTaken - lenderShare - damageAwards' }) shopShare: string;
}
