import { bookableStartRange, todayInLondon } from '@dw/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSearchParams } from 'wouter';
import { pageTitle } from '../../shared/pageTitle';
import { usePageMeta } from '../../shared/usePageMeta';
import { SectionHeading } from '../../shared/ui/SectionHeading';
import layout from '../../shared/ui/layout.module.css';
import { useGetProductsQuery } from '../products/productsApi';
import { ProductGrid, ProductGridSkeleton } from '../products/ProductGrid';
import { AboutCollection } from './AboutCollection';
import { CatalogueToolbar } from './CatalogueToolbar';
import { useGetAvailableProductsQuery } from './catalogueApi';
import {
  ALL,
  applyCatalogueQuery,
  availableOnProblem,
  availableProductsArgs,
  readCatalogueQuery,
  writeCatalogueQuery,
  type CatalogueQuery,
} from './catalogueQuery';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import styles from './CataloguePage.module.css';

export function CataloguePage() {
  usePageMeta(
    pageTitle('Designer Dress Rental'),
    'Hire designer evening gowns, cocktail, prom and wedding guest dresses in UK sizes 4-22 for 2 or 4 days, with free UK delivery and dry cleaning included.',
  );
  const [params, setParams] = useSearchParams();
  const query = readCatalogueQuery(params);
  const catalogue = useGetProductsQuery();
  const bookable = bookableStartRange(todayInLondon());
  const dateProblem = availableOnProblem(query.availableOn, bookable);
  const availableArgs = availableProductsArgs(query, bookable);
  // With a date, the list is the server's answer for it; the count still says "of" the whole catalogue.
  const available = useGetAvailableProductsQuery(availableArgs ?? skipToken);
  const products = catalogue.data;
  const source = availableArgs ? available.currentData : products;
  const isLoading = catalogue.isLoading || (availableArgs !== null && !available.currentData && !available.isError);
  const isError = catalogue.isError || (availableArgs !== null && available.isError);
  const refetch = catalogue.isError ? catalogue.refetch : available.refetch;

  const choose = (change: Partial<CatalogueQuery>) => {
    setParams(writeCatalogueQuery({ ...query, ...change }), { replace: true });
  };
  const shown = source ? applyCatalogueQuery(source, query) : [];
  const ready = Boolean(products && source) && !isError;
  const filtered = query.category !== ALL || query.size !== ALL || query.availableOn !== null;

  return (
    <>
      <section className={`${layout.container} ${styles.intro}`}>
        <SectionHeading
          level={1}
          align="start"
          eyebrow="The collection"
          title="Designer Dress Rental"
          lead="Show-stopping designer pieces for weddings, balls, proms and black-tie evenings. Hire for 2 or 4 days, delivered free across the UK and dry-cleaned by us."
        />
      </section>

      <section className={layout.container} aria-labelledby="catalogue-results">
        <h2 id="catalogue-results" className={layout.visuallyHidden}>
          Dresses
        </h2>
        <CatalogueToolbar query={query} onChange={choose} bookable={bookable} dateProblem={dateProblem} />

        {isLoading && <ProductGridSkeleton />}
        {isError && <LoadFailed what="the dresses" onRetry={refetch} />}
        {ready && shown.length > 0 && <ProductGrid products={shown} eagerCount={4} label="Dresses" />}
        {ready && shown.length === 0 && (
          <div className={styles.empty}>
            <h3 className={styles.emptyTitle}>No dresses found</h3>
            <p>Try adjusting your filters to see more results.</p>
            {filtered && (
              <button type="button" className={styles.clear} onClick={() => choose({ category: ALL, size: ALL, availableOn: null })}>
                Clear filters
              </button>
            )}
          </div>
        )}
        {ready && products && (
          <p className={styles.count} role="status">
            Showing {shown.length} of {products.length} dresses
          </p>
        )}
      </section>

      <AboutCollection />
    </>
  );
}
