import { Link } from 'wouter';
import styles from './NotFoundScreen.module.css';

/**
 * The site's 404 screen, one look wherever it shows: the shell draws it for a path outside the route
 * table, the shop for a private link whose token is wrong. Each sets its own page title and meta.
 */
export function NotFoundScreen() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
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
