import { type ReactNode, Suspense, lazy, startTransition, useCallback, useEffect, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { shellFrameOf } from '@dw/contracts';
import { Header } from '../header/Header';
import { PromoBanner } from '../header/PromoBanner';
import { ShellRoutes } from '../routing/ShellRoutes';
import { Toaster } from '../toaster/Toaster';
import { ContentShownContext } from './content-shown';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';
import styles from './App.module.css';

// Below every page's content and shown only after it (below): its code (the newsletter form, the
// links) is not among any page's initial scripts.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ '../footer/Footer').then((m) => ({ default: m.Footer })));

/** The page frame every remote renders inside; wouter's Router has no base, so paths are full. */
export function App() {
  return (
    <Router>
      <Frame />
    </Router>
  );
}

/** However a page fares (a remote crashing while it renders), the footer and fonts come after this long. */
const FOOTER_AT_THE_LATEST_MS = 3000;

/**
 * The header, the page's screen and, once the page's content shows, the footer. `main` stands in
 * for the routed screen when the server writes the first screen (shell/src/server/render-frame.tsx).
 */
export function Frame({ main = <ShellRoutes /> }: { main?: ReactNode }) {
  useScrollToTopOnNavigate();
  // The back office draws its own header: none of the shop's banner, search, cart or newsletter around it.
  const [path] = useLocation();
  const shopFrame = shellFrameOf(path) === 'shop';
  // The footer waits for the page's content (see content-shown.ts); it is below the fold until then.
  const [contentShown, setContentShown] = useState(false);
  // After the next paint, so the footer's work (fonts, layout) never delays the content's; and as a
  // transition: an ordinary update arriving while React still hydrates the page's sections made it
  // finish them in one uninterrupted task (about 100 ms on a phone) instead of in slices.
  const markShown = useCallback(() => requestAnimationFrame(() => setTimeout(() => startTransition(() => setContentShown(true)))), []);
  useEffect(() => {
    const timer = setTimeout(markShown, FOOTER_AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, [markShown]);
  // The web fonts too: until then metric-matched local fonts stand in (styles/font-fallbacks.css),
  // so a phone spends its bandwidth on the page's code and picture first, then swaps the type.
  useEffect(() => {
    if (contentShown) import(/* webpackChunkName: "fonts" */ '../styles/fonts').then((fonts) => fonts.addWebFonts()).catch(() => undefined);
  }, [contentShown]);
  return (
    <ContentShownContext.Provider value={markShown}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {shopFrame && <PromoBanner />}
      {shopFrame && <Header />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {main}
      </main>
      {contentShown && shopFrame && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <Toaster />
    </ContentShownContext.Provider>
  );
}
