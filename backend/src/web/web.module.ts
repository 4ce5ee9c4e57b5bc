import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { WebController } from './web.controller';
import { WebService } from './web.service';

@Module({
  imports: [CatalogueModule],
  controllers: [WebController],
  providers: [WebService],
})
export class WebModule {}
