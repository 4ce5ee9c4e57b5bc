import { Link } from 'wouter';
import { pageTitle } from './pageTitle';
import { usePageMeta } from './usePageMeta';
import buttons from './ui/buttons.module.css';
import layout from './ui/layout.module.css';
import styles from './NotFoundPage.module.css';

/** Only reached when the shop runs on its own: inside the site the shell owns unknown paths. */
export function NotFoundPage() {
  usePageMeta(pageTitle('Page Not Found'), 'The page you were looking for could not be found.');
  return (
    <section className={`${layout.narrow} ${styles.box}`}>
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link href="/" className={buttons.primary}>
        Back to home
      </Link>
    </section>
  );
}
