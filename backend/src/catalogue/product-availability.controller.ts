import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ProductAvailabilityView } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { AvailabilityService } from '../availability/availability.service';
import { ProductAvailabilityViewDto } from '../availability/dto/booking.view';
import { ProductsService } from './products.service';

/** The shop's product calendar: which start days a size cannot be booked on. */
@ApiTags('Availability')
@Controller('api/products')
export class ProductAvailabilityController {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly products: ProductsService,
  ) {}

  @Get(':identifier/availability')
  @ApiOkResponse({ type: ProductAvailabilityViewDto, description: 'Per size, the days on which no unit is free, from today for a year' })
  @ApiErrors(404)
  async forProduct(@Param('identifier') identifier: string): Promise<ProductAvailabilityView> {
    return this.availability.forProduct(await this.products.getOrThrow(identifier));
  }
}
