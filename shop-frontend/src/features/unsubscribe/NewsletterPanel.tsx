import type { ReactNode } from 'react';
import layout from '../../shared/ui/layout.module.css';
import styles from './UnsubscribePage.module.css';

/** The one panel of the pages reached from the newsletter's e-mails (confirm, unsubscribe). */
export function Panel({
  eyebrow,
  title,
  role,
  children,
}: {
  eyebrow: string;
  title: string;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <section className={`${layout.narrow} ${styles.panel}`} aria-labelledby="newsletter-title" role={role}>
      <span className={layout.eyebrow}>{eyebrow}</span>
      <h1 id="newsletter-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
