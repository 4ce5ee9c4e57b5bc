import { Injectable } from '@nestjs/common';
import { CataloguePage, ProductView, todayInLondon } from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { AppError } from '../common/app-error';
import { unitsOf } from '../common/stock';
import { CatalogCache } from './catalog-cache';
import { CatalogueParams, catalogueCriteria } from './domain/catalogue-criteria';
import { catalogueFacets, fullProductsBySize } from './domain/catalogue-facets';
import { FullSizes, fullSizesOf, matchCatalogueIndex, matchesKey, pageOf } from './domain/catalogue-index';
import { toProductCardView } from './dto/product-card.view';

/**
 * GET /api/catalogue: one page of cards, the total and the facet counts, answered from the
 * in-memory index of the current catalogue version (docs/decisions/0024-catalogue-in-memory-index.md).
 * The database is asked for the version (one primary-key read shared by concurrent requests) and,
 * with a date, for the holds touching its window through the availability module; never for the
 * products, so a request costs the same whatever the size of the catalogue.
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly cache: CatalogCache,
    private readonly availability: AvailabilityService,
  ) {}

  async page(params: CatalogueParams): Promise<CataloguePage> {
    const result = catalogueCriteria(params, todayInLondon());
    if ('problem' in result) throw AppError.invalid(result.problem);
    const c = result.criteria;
    // The holds are read after the version: a booking committed before the request is in both.
    const snapshot = await this.cache.snapshot();
    let full: FullSizes | null = null;
    if (c.window) {
      const peaks = await this.availability.peakHolds(c.window);
      const stocked = peaks.filter((p) => snapshot.byId.has(p.productId));
      full = fullSizesOf(
        snapshot.index,
        fullProductsBySize(stocked, (id, size) => unitsOf(snapshot.byId.get(id) as ProductView, size)),
      );
    }
    const answer = pageOf(
      snapshot.matches(matchesKey(c), () => matchCatalogueIndex(snapshot.index, c, full)),
      c,
    );
    return {
      items: answer.slots.map((slot) => toProductCardView(snapshot.products[slot])),
      total: answer.total,
      page: c.page,
      pageSize: c.pageSize,
      facets: catalogueFacets(answer.facets),
    };
  }
}
