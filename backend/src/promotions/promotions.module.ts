import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PromotionRedemption } from './promotion-redemption.entity';
import { Promotion } from './promotion.entity';
import { PromotionsController } from './promotions.controller';
import { PromotionsService } from './promotions.service';

/** Owns promotions and their redemptions; pricing applies a code, checkout redeems it. */
@Module({
  imports: [TypeOrmModule.forFeature([Promotion, PromotionRedemption])],
  controllers: [PromotionsController],
  providers: [PromotionsService],
  exports: [PromotionsService],
})
export class PromotionsModule {}
