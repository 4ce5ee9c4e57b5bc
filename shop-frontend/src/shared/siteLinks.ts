import type { SideNavLink } from './ui/SideNav';

/** Community's sidebar. */
export const COMMUNITY_NAV: readonly SideNavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/all-dresses', label: 'All Dresses' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/community', label: 'Community' },
  { href: '/monetise-your-wardrobe', label: 'Monetise Your Wardrobe' },
  { href: '/list-dress', label: 'List Your Dress' },
  { href: '/admin', label: 'Admin' },
];

/** What's New's sidebar: the shop entry goes to /catalog. */
export const WHATS_NEW_NAV: readonly SideNavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/catalog', label: 'Shop' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/community', label: 'Community' },
  { href: '/monetise-your-wardrobe', label: 'Monetise Your Wardrobe' },
  { href: '/list-dress', label: 'List Your Dress' },
  { href: '/admin', label: 'Admin' },
];
