import { pageTitle } from '@dw/contracts';
import { NotFoundScreen, usePageMeta } from '@dw/web-kit';
import { useContentShown } from '../app/content-shown';

/** The not-found screen for any path outside the route table. */
export function NotFound() {
  usePageMeta(
    pageTitle('Page Not Found'),
    'This page does not exist. Browse designer dresses to rent for weddings, balls and black-tie events.',
  );
  useContentShown();
  return <NotFoundScreen />;
}
