import type { ReactNode } from 'react';
import layout from './layout.module.css';
import styles from './SectionHeading.module.css';

interface Props {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** h1 on a page's first heading, h2 below it. */
  level?: 1 | 2;
  align?: 'start' | 'center';
  id?: string;
}

export function SectionHeading({ eyebrow, title, lead, level = 2, align = 'center', id }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={align === 'center' ? styles.center : styles.start}>
      {eyebrow && <span className={layout.eyebrow}>{eyebrow}</span>}
      <Heading id={id} className={level === 1 ? styles.titleLarge : styles.title}>
        {title}
      </Heading>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
