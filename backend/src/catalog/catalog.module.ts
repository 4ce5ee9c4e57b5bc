import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module';
import { UploadsModule } from '../uploads/uploads.module';
import { CatalogCache } from './catalog-cache';
import { CatalogState } from './catalog-state.entity';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { ProductOccasion, ProductSize, ProductWord } from './product-index.entities';
import { Product } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

/** Owns products, catalog_state and the catalogue's narrow tables (product_sizes, product_occasions, product_words); other modules go through ProductsService. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Product, CatalogState, ProductSize, ProductOccasion, ProductWord]),
    UploadsModule,
    AvailabilityModule,
  ],
  controllers: [CatalogueController, ProductsController],
  providers: [ProductsService, CatalogueService, CatalogCache],
  exports: [ProductsService, CatalogueService],
})
export class CatalogModule {}
