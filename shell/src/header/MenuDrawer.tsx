import { useFocusTrap } from '@dw/web-kit';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { CloseIcon } from '../ui/icons';
import { DRAWER_LINKS } from './nav-links';
import { SearchBox } from './SearchBox';
import styles from './MenuDrawer.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Right-side drawer titled Menu; closes on a link, on Escape and on the backdrop. */
export function MenuDrawer({ open, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const [path] = useLocation();
  useFocusTrap(panel, open, onClose);

  useEffect(() => {
    if (!open) return;
    // The page behind must not scroll while the drawer is open.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} data-testid="drawer-backdrop" aria-hidden="true" />
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="menu-drawer-title"
        id="menu-drawer"
        tabIndex={-1}
      >
        <div className={styles.top}>
          <h2 id="menu-drawer-title" className={styles.title}>
            Menu
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </button>
        </div>
        <SearchBox variant="drawer" onSearch={onClose} />
        <nav aria-label="Menu">
          <ul className={styles.list}>
            {DRAWER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link} aria-current={path === link.href ? 'page' : undefined} onClick={onClose}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.note}>
          Free UK delivery, dry cleaning included. <br />
          £10 off your first rental with code <strong>GETDRESSED</strong>.
        </p>
      </div>
    </div>,
    document.body,
  );
}
