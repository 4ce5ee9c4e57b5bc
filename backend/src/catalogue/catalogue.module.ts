import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AdminProductsController } from './admin-products.controller';
import { CatalogCache } from './catalogue-cache';
import { CatalogState } from './catalogue-state.entity';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { Product } from './product.entity';
import { ProductAvailabilityController } from './product-availability.controller';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

/** Owns products and catalog_state; other modules go through ProductsService. */
@Module({
  imports: [TypeOrmModule.forFeature([Product, CatalogState]), UploadsModule, AvailabilityModule],
  controllers: [CatalogueController, ProductsController, ProductAvailabilityController, AdminProductsController],
  providers: [ProductsService, CatalogueService, CatalogCache],
  exports: [ProductsService, CatalogueService],
})
export class CatalogueModule {}
