import { ApiProperty } from '@nestjs/swagger';
import { PROMOTION_KINDS, PromotionKind, PromotionView } from '@dw/contracts';
import type { Promotion } from '../promotion.entity';

export class PromotionViewDto implements PromotionView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'GETDRESSED' }) code: string;
  @ApiProperty({ example: '£10 off your first rental' }) description: string;
  @ApiProperty({ enum: PROMOTION_KINDS }) kind: PromotionKind;
  @ApiProperty({ type: String, nullable: true, example: '10.00', description: 'Fixed promotions: the amount off the rental fees' })
  amountOff: string | null;
  @ApiProperty({ type: 'integer', nullable: true, example: null, description: 'Percentage promotions: whole percent off the rental fees' })
  percentOff: number | null;
  @ApiProperty({ type: String, nullable: true, example: '100.00', description: 'Least rental fees (before the discount) the code needs' })
  minSpend: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'First UK day it can be used' }) validFrom: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Last UK day it can be used' }) validTo: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Redemptions allowed in all; null is no limit' }) totalLimit: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Redemptions allowed per renter e-mail; null is no limit' })
  perRenterLimit: number | null;
  @ApiProperty({ description: "Only a renter's first order (by e-mail) may use it" }) firstOrderOnly: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the admin ended it' }) endedAt: string | null;
  @ApiProperty({ type: 'integer', description: 'Orders that used it' }) redemptions: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function toPromotionView(p: Promotion): PromotionView {
  return {
    id: p.id,
    code: p.code,
    description: p.description,
    kind: p.kind,
    amountOff: p.amountOff,
    percentOff: p.percentOff,
    minSpend: p.minSpend,
    validFrom: p.validFrom,
    validTo: p.validTo,
    totalLimit: p.totalLimit,
    perRenterLimit: p.perRenterLimit,
    firstOrderOnly: p.firstOrderOnly,
    endedAt: p.endedAt ? p.endedAt.toISOString() : null,
    redemptions: p.redemptionCount,
    createdAt: p.createdAt.toISOString(),
  };
}
