import { Link } from 'wouter';
import { pageTitle } from './pageTitle';
import { usePageMeta } from './usePageMeta';
import styles from './NotFoundPage.module.css';

/**
 * The site's 404 screen, drawn as the shell draws it for unknown paths (shell/src/not-found): the
 * shop shows it for a private link whose token is wrong, and when it runs on its own.
 */
export function NotFoundPage() {
  usePageMeta(
    pageTitle('Page Not Found'),
    'This page does not exist. Browse designer dresses to rent for weddings, balls and black-tie events.',
  );
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
