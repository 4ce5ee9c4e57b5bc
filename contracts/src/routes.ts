/**
 * The URLs the shell owns (docs/architecture.md, "The storefront"), shared with the server so it can answer unknown paths
 * with a real 404 status while still sending the app that renders the 404 screen.
 */
import { LENDER_AREA_PATHS } from './lender-area';

export type RemoteName = 'shop' | 'lender' | 'admin';

/**
 * The frame the shell draws around a page: the shop's (promo banner, header with search and cart,
 * newsletter footer), or none for the back office, which draws its own header.
 */
export type ShellFrame = 'shop' | 'back-office';

export const SHELL_ROUTES: readonly { readonly pattern: string; readonly remote: RemoteName; readonly frame?: ShellFrame }[] = [
  { pattern: '/', remote: 'shop' },
  { pattern: '/all-dresses', remote: 'shop' },
  { pattern: '/catalog', remote: 'shop' },
  { pattern: '/product/:identifier', remote: 'shop' },
  { pattern: '/cart', remote: 'shop' },
  { pattern: '/how-it-works', remote: 'shop' },
  { pattern: '/community', remote: 'shop' },
  { pattern: '/whats-new', remote: 'shop' },
  { pattern: '/blog', remote: 'shop' },
  { pattern: '/blog/:slug', remote: 'shop' },
  { pattern: '/terms', remote: 'shop' },
  // Reached from links in e-mails, with a private token in the query string.
  { pattern: '/orders/:id', remote: 'shop' },
  { pattern: '/review', remote: 'shop' },
  { pattern: '/unsubscribe', remote: 'shop' },
  { pattern: '/newsletter/confirm', remote: 'shop' },
  { pattern: '/monetise-your-wardrobe', remote: 'lender' },
  { pattern: '/monetise', remote: 'lender' },
  { pattern: '/list-dress', remote: 'lender' },
  // The lender area; its sign-in links land on /lender/sign-in/confirm.
  ...Object.values(LENDER_AREA_PATHS).map((pattern) => ({ pattern, remote: 'lender' as const })),
  { pattern: '/admin', remote: 'admin', frame: 'back-office' },
];

/** Matches '/product/:identifier'-style patterns; returns the params or null. */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const want = pattern.split('/');
  const got = clean.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

export function findShellRoute(
  path: string,
): { pattern: string; remote: RemoteName; frame?: ShellFrame; params: Record<string, string> } | null {
  for (const route of SHELL_ROUTES) {
    const params = matchRoute(route.pattern, path);
    if (params) return { ...route, params };
  }
  return null;
}

/** The frame of the page at `path`: the shop's unless its route says otherwise (404s wear the shop's). */
export function shellFrameOf(path: string): ShellFrame {
  return findShellRoute(path)?.frame ?? 'shop';
}

/** The runtime manifest the shell fetches: remote name → URL of its remoteEntry.js. */
export const REMOTES_MANIFEST_PATH = '/remotes.json';
export type RemotesManifest = Record<RemoteName, string>;

export const SITE_NAME = 'Designer Wardrobe';

/** 'All Dresses' → 'All Dresses | Designer Wardrobe': how every page names itself in the tab. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

/**
 * Ids of the JSON blocks the server writes into every page: the API answers the page's first
 * render needs (keyed by GET path) and the remotes manifest, so neither costs a round trip.
 */
export const PAGE_DATA_ELEMENT_ID = 'dw-page-data';
export const REMOTES_ELEMENT_ID = 'dw-remotes';

/**
 * The `elementtiming` name of a page's largest photograph: a server-drawn page starts its code once
 * the browser reports that photograph painted (backend/src/web/picture-first.ts).
 */
export const FIRST_PHOTO_TIMING = 'dw-first-photo';
