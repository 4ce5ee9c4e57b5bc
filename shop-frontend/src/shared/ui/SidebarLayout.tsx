import type { ReactNode } from 'react';
import layout from './layout.module.css';
import { SideNav, type SideNavLink } from './SideNav';
import styles from './SidebarLayout.module.css';

/** Editorial pages with a sidebar of site links beside the content. */
export function SidebarLayout({ links, label, children }: { links: readonly SideNavLink[]; label: string; children: ReactNode }) {
  return (
    <div className={`${layout.container} ${styles.frame}`}>
      <aside className={styles.aside}>
        <SideNav links={links} label={label} />
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
