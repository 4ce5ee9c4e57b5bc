import { LENDER_AREA_PATHS } from '@dw/contracts';

/** The header's links: desktop bar and the burger drawer. */
export interface NavLink {
  readonly href: string;
  readonly label: string;
}

export const DESKTOP_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/community', label: 'Community' },
];

export const DRAWER_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/all-dresses', label: 'Shop All Dresses' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/community', label: 'Community' },
  { href: '/monetise-your-wardrobe', label: 'Monetise Your Wardrobe' },
  { href: '/list-dress', label: 'List Your Dress' },
  // Lenders come back to their listings and earnings here; on a phone the menu is the only way in.
  { href: LENDER_AREA_PATHS.signIn, label: 'Lender Sign In' },
  { href: '/admin', label: 'Admin' },
];

/** The promo banner shows on every page except how-it-works. */
export const PROMO_HIDDEN_PATHS: readonly string[] = ['/how-it-works'];

export function isPromoShown(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return !PROMO_HIDDEN_PATHS.includes(clean);
}
