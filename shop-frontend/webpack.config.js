/** Lazy page chunks (ShopRoutes.tsx) by the route patterns they render, for the server's preloads. */
const routeChunks = {
  'page-home': ['/'],
  'page-catalogue': ['/all-dresses', '/catalog'],
  'page-product': ['/product/:identifier'],
  'page-cart': ['/cart'],
  'page-how-it-works': ['/how-it-works'],
  'page-community': ['/community'],
  'page-whats-new': ['/whats-new'],
  'page-blog': ['/blog'],
  'page-blog-article': ['/blog/:slug'],
  'page-terms': ['/terms'],
  'page-order': ['/orders/:id'],
  'page-unsubscribe': ['/unsubscribe'],
  'page-review': ['/review'],
};

module.exports = require('../config/webpack/create-config.js').createRemoteConfig({
  name: 'shop',
  dir: __dirname,
  // Still exactly ./App: the App, once the visitor's first page has its code (src/RemoteApp.ts).
  exposes: { './App': './src/RemoteApp.ts' },
  routeChunks,
  // Every shop chunk runs as soon as it arrives (a page, a section): compiled while it streams in.
  compileHints: true,
  // The first screen's markup, which the backend writes into the page (src/server).
  serverEntry: './src/server/render-page.tsx',
  // No shared chunks between pages: each page's first screen is then the shop's start-up chunk and
  // the page's own, with nothing another page needs. Measured (KB gzipped, home / catalogue / product
  // / cart): 137.2 / 139.1 / 140.0 / 134.8 with webpack's default split, 136.3 / 138.1 / 139.0 / 134.2
  // without, and three requests fewer. A chunk loaded later leaves out what its page already has.
  extend: (config) => {
    config.optimization.splitChunks = false;
  },
});
