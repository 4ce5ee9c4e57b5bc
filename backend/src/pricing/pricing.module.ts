import { Module } from '@nestjs/common';
import { PromotionsModule } from '../promotions/promotions.module';
import { QuoteService } from './quote.service';

/** Prices orders: the cart's quote and checkout share QuoteService. */
@Module({
  imports: [PromotionsModule],
  providers: [QuoteService],
  exports: [QuoteService],
})
export class PricingModule {}
