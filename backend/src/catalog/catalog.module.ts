import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module';
import { UploadsModule } from '../uploads/uploads.module';
import { CatalogCache } from './catalog-cache';
import { CatalogState } from './catalog-state.entity';
import { Product } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [TypeOrmModule.forFeature([Product, CatalogState]), UploadsModule, AvailabilityModule],
  controllers: [ProductsController],
  providers: [ProductsService, CatalogCache],
  exports: [ProductsService, TypeOrmModule],
})
export class CatalogModule {}
