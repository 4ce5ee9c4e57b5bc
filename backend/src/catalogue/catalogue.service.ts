import { Injectable } from '@nestjs/common';
import { CataloguePage, ProductView, RentalDuration, startDateProblem, todayInLondon } from '@dw/contracts';
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
    const today = todayInLondon();
    const result = catalogueCriteria(params, today);
    if ('problem' in result) throw AppError.invalid(result.problem);
    const c = result.criteria;
    // The holds are read after the catalogue's version: a booking committed before the request is in both.
    const snapshot = await this.cache.snapshot();
    const held = c.window ? await this.availability.heldDays() : null;
    // A dress's notice counts from today, so a dated answer is kept for one day at most.
    const key = matchesKey(c, held?.version ?? null);
    const start = params.availableOn ?? null;
    const answer = pageOf(
      snapshot.matches(key !== null && start ? `${key}|${today}` : key, () =>
        matchCatalogueIndex(
          snapshot.index,
          c,
          held && c.window && start ? this.fullSizes(snapshot, held.peaks(c.window), this.refused(snapshot, start, params, today)) : null,
        ),
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

  /** Per slot, the sizes with no unit left for the window's holds; every size of a dress whose rules refuse the date. */
  private fullSizes(snapshot: CatalogueSnapshot, peaks: readonly PeakHold[], refused: readonly number[]): FullSizes {
    const stocked = peaks.filter((p) => snapshot.byId.has(p.productId));
    const full = fullSizesOf(
      snapshot.index,
      fullProductsBySize(stocked, (id, size) => unitsOf(snapshot.byId.get(id) as ProductView, size)),
    );
    for (const slot of refused) full.set(slot, 0xffffffff);
    return full;
  }

  /** The slots of the dresses whose own booking rules refuse a rental starting on `start`. */
  private refused(snapshot: CatalogueSnapshot, start: string, params: CatalogueParams, today: string): number[] {
    const duration = Number(params.duration ?? '2') as RentalDuration;
    return snapshot.products.flatMap((p, slot) => {
      const r = p.bookingRules;
      if (!r || (r.minNoticeDays === null && r.availableFrom === null && r.availableUntil === null)) return [];
      return startDateProblem(start, duration, today, new Set(), r) ? [slot] : [];
    });
  }
}
