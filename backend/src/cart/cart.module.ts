import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PricingModule } from '../pricing/pricing.module';
import { CartItem } from './cart-item.entity';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';

/** Owns cart_items; checkout empties a cart through CartService.clearSession. */
@Module({
  imports: [TypeOrmModule.forFeature([CartItem]), CatalogueModule, AvailabilityModule, PricingModule],
  controllers: [CartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
