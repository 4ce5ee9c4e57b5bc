import { Link } from 'wouter';
import { SITE_NAME } from '@dw/contracts';
import { useContentShown } from '../app/content-shown';
import { useDocumentMeta } from '../seo/use-document-meta';
import styles from './NotFound.module.css';

/** The spec's not-found screen for any path outside the route table (spec §2). */
export function NotFound() {
  useDocumentMeta({
    title: `Page Not Found | ${SITE_NAME}`,
    description: 'This page does not exist. Browse designer dresses to rent for weddings, balls and black-tie events.',
  });
  useContentShown();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        404 Page Not Found
      </h1>
      <p className={styles.text}>Did you forget to add the page to the router?</p>
      <Link href="/" className={styles.home}>
        Return home
      </Link>
    </section>
  );
}
