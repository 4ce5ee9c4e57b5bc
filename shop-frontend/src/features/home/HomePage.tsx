import { usePageMeta } from '@dw/web-kit';
import { SITE_NAME } from '@dw/contracts';
import { useNewestDresses } from '../catalogue/catalogueApi';
import { deferredSection } from '../../shared/deferredSection';
import { Hero } from './Hero';

// Below the hero: drawn by the server, hydrated once their code has arrived after the page's.
const Stats = deferredSection(() => import(/* webpackChunkName: "home-stats" */ './Stats').then((m) => m.Stats));
const HomeSteps = deferredSection(() => import(/* webpackChunkName: "home-steps" */ './HomeSteps').then((m) => m.HomeSteps));
const OccasionTiles = deferredSection(() =>
  import(/* webpackChunkName: "home-occasions" */ './OccasionTiles').then((m) => m.OccasionTiles),
);
const LatestCollection = deferredSection(() =>
  import(/* webpackChunkName: "home-latest" */ './LatestCollection').then((m) => m.LatestCollection),
);
const LenderInvite = deferredSection(() =>
  import(/* webpackChunkName: "home-lender-invite" */ './LenderInvite').then((m) => m.LenderInvite),
);

export function HomePage() {
  usePageMeta(
    `${SITE_NAME} | Hire designer dresses for any occasion`,
    'Hire designer dresses for weddings, balls, proms and black-tie events from £45. 2 or 4 day rentals, free UK delivery and dry cleaning included.',
  );
  // One request, the newest page of dresses, feeds the hero, the occasion tiles and the newest grid.
  const newest = useNewestDresses();
  const products = { ...newest, data: newest.data?.items };
  return (
    <>
      <Hero products={products.data} />
      <Stats />
      <HomeSteps />
      <OccasionTiles products={products.data} />
      <LatestCollection result={products} />
      <LenderInvite />
    </>
  );
}
