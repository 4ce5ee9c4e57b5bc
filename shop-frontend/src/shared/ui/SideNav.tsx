import { Link, useLocation } from 'wouter';
import styles from './SideNav.module.css';

export interface SideNavLink {
  href: string;
  label: string;
}

/** The editorial pages' sidebar: a column on desktop, a scrolling row on phones. */
export function SideNav({ links, label }: { links: readonly SideNavLink[]; label: string }) {
  const [path] = useLocation();
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.link} aria-current={path === link.href ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
