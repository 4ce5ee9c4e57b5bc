import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ProductView } from '@dw/contracts';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { AdminProductQueryDto } from './dto/admin-product-query.dto';
import { ProductViewDto } from './dto/product.view';
import { ProductsService } from './products.service';

/** The admin's product table, paged by the server; the public GET /api/products stays the whole cached catalogue. */
@ApiTags('Catalog')
@Controller('api/admin/products')
export class AdminProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Products for the back office, paged, sorted and searched by the server',
    description: 'q matches the name or brand, ignoring case.',
  })
  @ApiPagedList(ProductViewDto, 'Products, newest first unless sorted otherwise')
  @ApiErrors(400, 401)
  async list(@Query() query: AdminProductQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ProductView[]> {
    return sendPage(req, res, await this.products.adminList(query));
  }
}
