import { usePageMeta } from '@dw/web-kit';
import { SITE_NAME } from '@dw/contracts';
import { useNewestDresses } from '../catalogue/catalogueApi';
import { Hero } from './Hero';
import { HomeSteps } from './HomeSteps';
import { LatestCollection } from './LatestCollection';
import { LenderInvite } from './LenderInvite';
import { OccasionTiles } from './OccasionTiles';
import { Stats } from './Stats';

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
