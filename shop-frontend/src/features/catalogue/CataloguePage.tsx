import {
  CATALOGUE_CARDS_PER_PAGE,
  type CatalogueRequest,
  bookableStartRange,
  catalogueRequest,
  readCatalogueUrl,
  todayInLondon,
  writeCatalogueUrl,
  pageTitle,
} from '@dw/contracts';
import { usePageMeta } from '@dw/web-kit';
import { useSearchParams } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { SectionHeading } from '../../shared/ui/SectionHeading';
import layout from '../../shared/ui/layout.module.css';
import type { CarriedChoice } from '../products/carriedChoice';
import { ProductGridItems, ProductGridSkeleton, SkeletonItems, productGridClass } from '../products/ProductGrid';
import { deferredSection } from '../../shared/deferredSection';
import { CatalogueToolbar } from './CatalogueToolbar';
import { catalogueApi, useGetCatalogueQuery } from './catalogueApi';
import { type CatalogueQuery, EMPTY_FILTERS, availableOnProblem, isFiltered } from './catalogueQuery';
import styles from './CataloguePage.module.css';

// Below the grid: drawn by the server, hydrated once its code has arrived.
const AboutCollection = deferredSection(() =>
  import(/* webpackChunkName: "catalogue-about" */ './AboutCollection').then((m) => m.AboutCollection),
);

export function CataloguePage() {
  usePageMeta(
    pageTitle('Designer Dress Rental'),
    'Hire designer evening gowns, cocktail, prom and wedding guest dresses in UK sizes 4-22 for 2 or 4 days, with free UK delivery and dry cleaning included.',
  );
  const [params, setParams] = useSearchParams();
  const query = readCatalogueUrl(params);
  const today = todayInLondon();
  const bookable = bookableStartRange(today);
  const dateProblem = availableOnProblem(query.availableOn, bookable);
  const requestFor = (page: number) => catalogueRequest(query, page, today);
  const first = useGetCatalogueQuery(requestFor(1));
  // While new filters load, the previous answer stays on screen (dimmed) rather than jumping to grey cards.
  const data = first.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / CATALOGUE_CARDS_PER_PAGE)) : 1;
  // The URL's page says how many pages are shown, so a shared or reloaded URL shows the same dresses.
  const pages = first.currentData ? Math.min(query.page, lastPage) : 1;
  const morePages = Array.from({ length: pages - 1 }, (_, i) => requestFor(i + 2));
  const shownOfMore = useAppSelector((state) =>
    morePages.reduce((sum, request) => sum + (catalogueApi.endpoints.getCatalogue.select(request)(state).data?.items.length ?? 0), 0),
  );
  const shown = (data?.items.length ?? 0) + shownOfMore;

  // Each choice is a history entry of its own, so Back returns to the previous filters.
  const choose = (change: Partial<CatalogueQuery>) => setParams(writeCatalogueUrl({ ...query, ...change, page: 1 }));
  const loadMore = () => setParams(writeCatalogueUrl({ ...query, page: pages + 1 }), { replace: false });
  const stale = first.isFetching && !first.currentData;
  // The size and a bookable date go with the renter to a dress's page, chosen there already.
  const choice = { size: query.size, startDate: dateProblem ? null : query.availableOn, duration: query.duration };

  return (
    <>
      {/* A search leads with its words and no lead text, so on a phone its first dresses show on the first screen. */}
      <section className={`${layout.container} ${styles.intro} ${query.q ? styles.searchIntro : ''}`}>
        {query.q ? (
          <SectionHeading
            level={1}
            align="start"
            eyebrow="Search results"
            title={
              <>
                Results for <q className={styles.searchTerm}>{query.q}</q>
              </>
            }
          />
        ) : (
          <SectionHeading
            level={1}
            align="start"
            eyebrow="The collection"
            title="Designer Dress Rental"
            lead="Show-stopping designer pieces for weddings, balls, proms and black-tie evenings. Hire for 2 or 4 days, delivered free across the UK and dry-cleaned by us."
          />
        )}
      </section>

      <section className={layout.container} aria-labelledby="catalogue-results">
        <h2 id="catalogue-results" className={layout.visuallyHidden}>
          Dresses
        </h2>
        {(query.q || query.brand) && (
          <div className={styles.terms}>
            {query.q && (
              <p className={styles.term}>
                <button type="button" className={styles.clearTerm} onClick={() => choose({ q: null })}>
                  Clear search
                </button>
              </p>
            )}
            {query.brand && (
              <p className={styles.term}>
                <span>
                  Designer: <strong>{query.brand}</strong>
                </span>
                <button type="button" className={styles.clearTerm} onClick={() => choose({ brand: null })}>
                  Clear designer
                </button>
              </p>
            )}
          </div>
        )}
        <CatalogueToolbar
          query={query}
          onChange={choose}
          bookable={bookable}
          dateProblem={dateProblem}
          facets={first.currentData?.facets}
        />

        {!data && !first.isError && <ProductGridSkeleton />}
        {first.isError && <LoadFailed what="the dresses" onRetry={first.refetch} />}
        {data && !first.isError && data.total > 0 && (
          <ul className={`${productGridClass} ${stale ? styles.stale : ''}`} aria-label="Dresses" aria-busy={stale || undefined}>
            <ProductGridItems products={data.items} eagerCount={4} choice={choice} />
            {morePages.map((request) => (
              <MoreCards key={request.page} request={request} choice={choice} />
            ))}
          </ul>
        )}
        {data && !first.isError && data.total === 0 && (
          <div className={styles.empty}>
            <h3 className={styles.emptyTitle}>No dresses found</h3>
            <p>Try adjusting your filters to see more results.</p>
            {isFiltered(query) && (
              <button type="button" className={styles.clear} onClick={() => choose(EMPTY_FILTERS)}>
                Clear filters
              </button>
            )}
          </div>
        )}
        {/* The count speaks for the current filters only: it waits while their answer loads. */}
        {data && !first.isError && !stale && (
          <div className={styles.more}>
            <p className={styles.count} role="status">
              Showing {shown} of {data.total} {data.total === 1 ? 'dress' : 'dresses'}
            </p>
            {pages < lastPage && first.currentData && (
              <button type="button" className={styles.loadMore} onClick={loadMore} disabled={shown < pages * CATALOGUE_CARDS_PER_PAGE}>
                Load more
              </button>
            )}
          </div>
        )}
      </section>

      <AboutCollection />
    </>
  );
}

/** A further page of cards, appended to the grid: the earlier cards stay where they are. */
function MoreCards({ request, choice }: { request: CatalogueRequest; choice: CarriedChoice }) {
  const page = useGetCatalogueQuery(request);
  if (page.isError) {
    return (
      <li className={styles.wide}>
        <LoadFailed what="more dresses" onRetry={page.refetch} />
      </li>
    );
  }
  if (!page.data) return <SkeletonItems count={4} />;
  return <ProductGridItems products={page.data.items} choice={choice} />;
}
