import { ApiProperty } from '@nestjs/swagger';
import { CataloguePage, FacetCount, ProductCardView, ProductView } from '@dw/contracts';

export class ProductCardViewDto implements ProductCardView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'aurora-sequin-gown' }) slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) brand: string | null;
  @ApiProperty({ example: 'evening-gown' }) category: string;
  @ApiProperty({ type: [String] }) occasions: string[];
  @ApiProperty({ example: '65.00' }) basePrice: string;
  @ApiProperty({ nullable: true, type: String, example: '110.00' }) rentalPrice4Day: string | null;
  @ApiProperty({ nullable: true, type: String, example: '450.00' }) retailPrice: string | null;
  @ApiProperty({ type: [String] }) imageUrls: string[];
  @ApiProperty({ nullable: true, type: String }) imageUrl: string | null;
  @ApiProperty({ type: [String] }) availableSizes: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

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

/** A card: the product without what only its page shows (description, stock), so a page of cards stays small. */
export function toProductCardView(p: ProductView): ProductCardView {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    brand: p.brand,
    category: p.category,
    occasions: p.occasions,
    basePrice: p.basePrice,
    rentalPrice4Day: p.rentalPrice4Day,
    retailPrice: p.retailPrice,
    imageUrls: p.imageUrls,
    imageUrl: p.imageUrl,
    availableSizes: p.availableSizes,
    createdAt: p.createdAt,
  };
}
