import { Injectable } from '@nestjs/common';
import { CataloguePage, ProductView, todayInLondon } from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { AppError } from '../common/app-error';
import { unitsOf } from '../common/stock';
import { CatalogCache, CatalogueSnapshot } from './catalogue-cache';
import { CatalogueParams, catalogueCriteria } from './domain/catalogue-criteria';
import { PeakHold, catalogueFacets, fullProductsBySize } from './domain/catalogue-facets';
import { FullSizes, fullSizesOf, matchCatalogueIndex, matchesKey, pageOf } from './domain/catalogue-index';
import { toProductCardView } from './dto/product-card.view';

/**
 * GET /api/catalogue: one page of cards, the total and the facet counts, answered from the
 * in-memory index of the current catalogue version (docs/decisions/0024-catalogue-in-memory-index.md).
 * The database is asked for the version (one primary-key read shared by concurrent requests) and,
 * with a date, for the bookings version (the availability module's hold ledger, docs/decisions/0026-holds-ledger.md);
 * never for the products or the bookings, so a request costs the same whatever the size of the shop.
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
    // The holds are read after the catalogue's version: a booking committed before the request is in both.
    const snapshot = await this.cache.snapshot();
    const held = c.window ? await this.availability.heldDays() : null;
    const answer = pageOf(
      snapshot.matches(matchesKey(c, held?.version ?? null), () =>
        matchCatalogueIndex(snapshot.index, c, held && c.window ? this.fullSizes(snapshot, held.peaks(c.window)) : null),
      ),
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

  /** Per slot, the sizes with no unit left for the window's holds. */
  private fullSizes(snapshot: CatalogueSnapshot, peaks: readonly PeakHold[]): FullSizes {
    const stocked = peaks.filter((p) => snapshot.byId.has(p.productId));
    return fullSizesOf(
      snapshot.index,
      fullProductsBySize(stocked, (id, size) => unitsOf(snapshot.byId.get(id) as ProductView, size)),
    );
  }
}
