import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ProductView } from '@dw/contracts';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { sendCachedBody } from '../common/http/cached-body';
import { CatalogueQueryDto } from './dto/catalogue-query.dto';
import { ProductInputDto } from './dto/product-input.dto';
import { ProductViewDto } from './dto/product.view';
import { ProductsService } from './products.service';

@ApiTags('Catalog')
@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @ApiOkResponse({ type: [ProductViewDto], description: 'Products, newest first, optionally filtered and sorted (ETag / 304)' })
  @ApiErrors(400)
  async list(@Query() query: CatalogueQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-cache');
    if (!query.category && !query.size && !query.sort && !query.availableOn) {
      // The whole catalogue as bytes made once per version (gzip and brotli too); 304 on a matching ETag.
      // Without a query string the front door (catalogue-fast-path.ts) answers before express.
      return sendCachedBody(req, res, (await this.products.snapshot()).body);
    }
    res.json(await this.products.list(query));
  }

  @Get(':identifier')
  @ApiOkResponse({ type: ProductViewDto })
  @ApiErrors(404)
  findOne(@Param('identifier') identifier: string): Promise<ProductView> {
    return this.products.getOrThrow(identifier);
  }

  @Post()
  @AdminOnly()
  @ApiCreatedResponse({ type: ProductViewDto })
  @ApiErrors(400, 401, 403, 415)
  create(@Body() body: ProductInputDto): Promise<ProductView> {
    return this.products.create(body);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOkResponse({ type: ProductViewDto })
  @ApiErrors(400, 401, 403, 404, 415)
  update(@Param('id') id: string, @Body() body: ProductInputDto): Promise<ProductView> {
    return this.products.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminOnly()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(401, 403, 404)
  remove(@Param('id') id: string): Promise<void> {
    return this.products.remove(id);
  }
}
