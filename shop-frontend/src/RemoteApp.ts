/**
 * What the shell loads as `./App`: the shop's App, handed over once the page the visitor opened has
 * its code, so the shop's first render is that page (no fallback, no second reveal).
 */
import { preloadPage } from './ShopRoutes';

// A page chunk that fails to load fails again when the page renders, inside the shell's error
// boundary with its Retry: nothing to handle here.
await preloadPage(window.location.pathname).catch(() => undefined);

export { default } from './App';
