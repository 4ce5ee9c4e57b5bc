import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CataloguePage } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { CatalogueService } from './catalogue.service';
import { CataloguePageQueryDto } from './dto/catalogue-page-query.dto';
import { CataloguePageDto } from './dto/product-card.view';

@ApiTags('Catalog')
@Controller('api/catalogue')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @ApiOperation({ summary: 'One page of the catalogue, filtered, sorted and searched, with facet counts for the current filters' })
  @ApiOkResponse({ type: CataloguePageDto })
  @ApiErrors(400)
  page(@Query() query: CataloguePageQueryDto, @Res({ passthrough: true }) res: Response): Promise<CataloguePage> {
    res.setHeader('Cache-Control', 'no-cache');
    return this.catalogue.page(query);
  }
}
