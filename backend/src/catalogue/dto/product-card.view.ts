import { ApiProperty, OmitType } from '@nestjs/swagger';
import { CataloguePage, FacetCount, ProductCardView, ProductView } from '@dw/contracts';
import { ProductViewDto } from './product.view';

/** The product as a card: its page's view without what only the page shows (see toProductCardView). */
export class ProductCardViewDto
  extends OmitType(ProductViewDto, ['description', 'stock', 'rentalPrices', 'bookingRules', 'requiresApproval'] as const)
  implements ProductCardView {}

export class FacetCountDto implements FacetCount {
  @ApiProperty({ example: '10' }) value: string;
  @ApiProperty({ example: '10 UK' }) label: string;
  @ApiProperty({ type: 'integer', example: 12 }) count: number;
}

export class CatalogueFacetsDto {
  @ApiProperty({ type: [FacetCountDto], description: 'Per UK size, with every filter but size' }) sizes: FacetCount[];
  @ApiProperty({ type: [FacetCountDto], description: 'Per garment category, with every filter but category' })
  categories: FacetCount[];
  @ApiProperty({ type: [FacetCountDto], description: 'Per occasion, with every filter but occasion' }) occasions: FacetCount[];
  @ApiProperty({
    type: [FacetCountDto],
    description:
      "Per category button of the catalogue page (its `category` value: a category or occasion, or 'all'), with every filter but category",
  })
  filters: FacetCount[];
}

export class CataloguePageDto implements CataloguePage {
  @ApiProperty({ type: [ProductCardViewDto] }) items: ProductCardView[];
  @ApiProperty({ type: 'integer', description: 'Dresses matching every filter' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
  @ApiProperty({ type: CatalogueFacetsDto }) facets: CatalogueFacetsDto;
}

/**
 * A card: the product without what only its page shows (description, stock, the price of each
 * rental length: a card shows the 2-day price), so a page of cards stays small.
 */
export function toProductCardView(p: ProductView): ProductCardView {
  const {
    description: _description,
    stock: _stock,
    rentalPrices: _rentalPrices,
    bookingRules: _bookingRules,
    requiresApproval: _requiresApproval,
    ...card
  } = p;
  return card;
}
