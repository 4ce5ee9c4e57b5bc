/**
 * The Node build's entry (dist/server/render.js, config/webpack/create-server-config.js): a shop
 * page as its first render in the browser draws it, from the API answers the server also writes
 * into the page. The backend has the shell's build draw it inside the page frame, as one React tree,
 * so the hero or the first photograph paints before any JavaScript has run and the browser hydrates
 * the markup rather than drawing it again (docs/decisions/0006-server-drawn-first-screen.md).
 */
import { configureStore } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { api } from '../app/api';
import { type PageData, seedFromPageData } from '../app/pageData';
import { ShopRoutes, preloadPage } from '../ShopRoutes';
import { preloadDeferredSections } from '../shared/deferredSection';
import theme from '../shared/theme.module.css';

/**
 * The page at `path` (`search` without '?') as App.tsx renders it, its code loaded (the page and its
 * deferred sections: the server draws them all, the browser hydrates them as their code arrives).
 */
export async function pageElement(path: string, search: string, data: PageData): Promise<ReactElement> {
  await preloadPage(path);
  // After the page: its module names its sections as it loads.
  await preloadDeferredSections();
  // A store per page: app/store.ts's shared one reads the browser's document.
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(seedFromPageData(data));
  // The Router only gives this build's wouter the URL; like a context provider it adds no markup.
  return (
    <Provider store={store}>
      <Router ssrPath={path} ssrSearch={search}>
        <div className={theme.root}>
          <ShopRoutes />
        </div>
      </Router>
    </Provider>
  );
}

/** The page's markup on its own (a shell build without renderFrameAround draws around it). */
export async function renderPage(path: string, search: string, data: PageData): Promise<string> {
  return renderToString(await pageElement(path, search, data));
}
