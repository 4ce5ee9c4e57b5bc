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
};

module.exports = require('../config/webpack/create-config.js').createRemoteConfig({
  name: 'shop',
  dir: __dirname,
  // Still exactly ./App: the App, once the visitor's first page has its code (src/RemoteApp.ts).
  exposes: { './App': './src/RemoteApp.ts' },
  routeChunks,
  // The first screen's markup, which the backend writes into the page (src/server).
  serverEntry: './src/server/render-page.tsx',
});
