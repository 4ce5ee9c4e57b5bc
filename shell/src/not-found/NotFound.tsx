import { SITE_NAME } from '@dw/contracts';
import { NotFoundScreen } from '@dw/web-kit';
import { useContentShown } from '../app/content-shown';
import { useDocumentMeta } from '../seo/use-document-meta';

/** The not-found screen for any path outside the route table. */
export function NotFound() {
  useDocumentMeta({
    title: `Page Not Found | ${SITE_NAME}`,
    description: 'This page does not exist. Browse designer dresses to rent for weddings, balls and black-tie events.',
  });
  useContentShown();
  return <NotFoundScreen />;
}
