import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PromotionView } from '@dw/contracts';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { PromotionInputDto } from './dto/promotion-input.dto';
import { PromotionListQueryDto } from './dto/promotion-list-query.dto';
import { PromotionViewDto } from './dto/promotion.view';
import { PromotionsService } from './promotions.service';

/** The admin's Promotions tab: list, create, edit and end promo codes. */
@ApiTags('Admin promotions')
@Controller('api/admin/promotions')
@AdminOnly()
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @ApiOperation({ summary: 'Promo codes, newest first, a page at a time', description: 'q matches the code or description.' })
  @ApiPagedList(PromotionViewDto, 'Promo codes with their redemptions so far')
  @ApiErrors(400, 401)
  async list(
    @Query() query: PromotionListQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PromotionView[]> {
    return sendPage(req, res, await this.promotions.list(query));
  }

  @Post()
  @ApiOperation({ summary: 'Create a promo code' })
  @ApiCreatedResponse({ type: PromotionViewDto })
  @ApiErrors(400, 401, 403, 409, 415)
  create(@Body() body: PromotionInputDto): Promise<PromotionView> {
    return this.promotions.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a promo code', description: '409 when another code has the name, or a used code would be renamed.' })
  @ApiOkResponse({ type: PromotionViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  update(@Param('id') id: string, @Body() body: PromotionInputDto): Promise<PromotionView> {
    return this.promotions.update(id, body);
  }

  @Post(':id/end')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a promo code: it is refused from now on; orders that used it keep their discount' })
  @ApiOkResponse({ type: PromotionViewDto })
  @ApiErrors(401, 403, 404)
  end(@Param('id') id: string): Promise<PromotionView> {
    return this.promotions.end(id);
  }
}
