import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { WebController } from './web.controller';
import { WebService } from './web.service';

@Module({
  imports: [CatalogueModule, CartModule],
  controllers: [WebController],
  providers: [WebService],
})
export class WebModule {}
