import { pageTitle } from '@dw/contracts';
import { NotFoundScreen, usePageMeta } from '@dw/web-kit';

/** The site's 404 screen in the shop: for a private link whose token is wrong, and when it runs on its own. */
export function NotFoundPage() {
  usePageMeta(
    pageTitle('Page Not Found'),
    'This page does not exist. Browse designer dresses to rent for weddings, balls and black-tie events.',
  );
  return <NotFoundScreen />;
}
