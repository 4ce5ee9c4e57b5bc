/**
 * The Node build's entry (dist/server/render.js, config/webpack/create-server-config.js): a shop
 * page as its first render in the browser draws it, from the API answers the server also writes
 * into the page. The backend puts it inside the shell's frame in the HTML, so the hero or the
 * first photograph paints before any JavaScript has run; the browser's first render replaces it.
 */
import { configureStore } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { api } from '../app/api';
import { type PageData, seedFromPageData } from '../app/pageData';
import { ShopRoutes, preloadPage } from '../ShopRoutes';
import theme from '../shared/theme.module.css';

/** The markup of the page at `path` (`search` without '?'), as App.tsx renders it. */
export async function renderPage(path: string, search: string, data: PageData): Promise<string> {
  await preloadPage(path);
  // A store per page: app/store.ts's shared one reads the browser's document.
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(seedFromPageData(data));
  return renderToString(
    <Provider store={store}>
      <Router ssrPath={path} ssrSearch={search}>
        <div className={theme.root}>
          <ShopRoutes />
        </div>
      </Router>
    </Provider>,
  );
}
