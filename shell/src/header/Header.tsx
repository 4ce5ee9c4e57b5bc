import { Suspense, lazy, useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SITE_NAME } from '@dw/contracts';
import { MenuIcon } from '../ui/icons';
import { CartLink } from './CartLink';
import { DESKTOP_LINKS } from './nav-links';
import { SearchBox } from './SearchBox';
import styles from './Header.module.css';

// The drawer's code loads when the menu first opens: most visits never open it.
const MenuDrawer = lazy(() => import(/* webpackChunkName: "menu-drawer" */ './MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Kept once opened, so closing runs the drawer's own clean-up (focus back to the button).
  const [menuUsed, setMenuUsed] = useState(false);
  const [path] = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <nav className={styles.desktopNav} aria-label="Main">
          {DESKTOP_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={styles.navLink} aria-current={path === link.href ? 'page' : undefined}>
              {link.label}
            </Link>
          ))}
        </nav>

        <Link href="/" className={styles.logo} aria-label={`${SITE_NAME} home`}>
          <span className={styles.logoFull}>{SITE_NAME}</span>
          {/* The phone's monogram is drawn by CSS: as text it would be a visible label missing
              from the link's name (WCAG 2.5.3). */}
          <span className={styles.logoShort} aria-hidden="true" />
        </Link>

        <div className={styles.actions}>
          <SearchBox variant="bar" />
          <CartLink />
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'menu-drawer' : undefined}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
