import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { matchRoute } from '@dw/contracts';
import { lazyPage } from './shared/lazyPage';
import styles from './ShopRoutes.module.css';

// Every page is its own chunk, so a visitor downloads the code of the page they open only. The
// chunk names are listed in webpack.config.js: the server preloads the one a URL needs.
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ './features/home/HomePage').then((m) => m.HomePage));
const CataloguePage = lazyPage(() =>
  import(/* webpackChunkName: "page-catalogue" */ './features/catalogue/CataloguePage').then((m) => m.CataloguePage),
);
const ProductPage = lazyPage(() =>
  import(/* webpackChunkName: "page-product" */ './features/product/ProductPage').then((m) => m.ProductPage),
);
const CartPage = lazyPage(() => import(/* webpackChunkName: "page-cart" */ './features/cart/CartPage').then((m) => m.CartPage));
const HowItWorksPage = lazyPage(() =>
  import(/* webpackChunkName: "page-how-it-works" */ './features/how-it-works/HowItWorksPage').then((m) => m.default),
);
const CommunityPage = lazyPage(() =>
  import(/* webpackChunkName: "page-community" */ './features/community/CommunityPage').then((m) => m.default),
);
const WhatsNewPage = lazyPage(() =>
  import(/* webpackChunkName: "page-whats-new" */ './features/whats-new/WhatsNewPage').then((m) => m.default),
);
const BlogIndexPage = lazyPage(() => import(/* webpackChunkName: "page-blog" */ './features/blog/BlogIndexPage').then((m) => m.default));
const BlogArticlePage = lazyPage(() =>
  import(/* webpackChunkName: "page-blog-article" */ './features/blog/BlogArticlePage').then((m) => m.default),
);
const TermsPage = lazyPage(() => import(/* webpackChunkName: "page-terms" */ './features/terms/TermsPage').then((m) => m.default));
const OrderPage = lazyPage(() => import(/* webpackChunkName: "page-order" */ './features/order/OrderPage').then((m) => m.OrderPage));
const ReviewPage = lazyPage(() => import(/* webpackChunkName: "page-review" */ './features/reviews/ReviewPage').then((m) => m.ReviewPage));
const UnsubscribePage = lazyPage(() =>
  import(/* webpackChunkName: "page-unsubscribe" */ './features/unsubscribe/UnsubscribePage').then((m) => m.UnsubscribePage),
);
const ConfirmSubscriptionPage = lazyPage(() =>
  import(/* webpackChunkName: "page-newsletter-confirm" */ './features/unsubscribe/ConfirmSubscriptionPage').then(
    (m) => m.ConfirmSubscriptionPage,
  ),
);

// Unknown addresses only: the 404 screen stays out of every page's start-up.
const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "page-not-found" */ './shared/NotFoundPage').then((m) => m.NotFoundPage));

const PAGES = [
  { path: '/', page: HomePage },
  { path: '/all-dresses', page: CataloguePage },
  { path: '/catalog', page: CataloguePage },
  { path: '/product/:identifier', page: ProductPage },
  { path: '/cart', page: CartPage },
  { path: '/how-it-works', page: HowItWorksPage },
  { path: '/community', page: CommunityPage },
  { path: '/whats-new', page: WhatsNewPage },
  { path: '/blog', page: BlogIndexPage },
  { path: '/blog/:slug', page: BlogArticlePage },
  { path: '/terms', page: TermsPage },
  { path: '/orders/:id', page: OrderPage },
  { path: '/review', page: ReviewPage },
  { path: '/unsubscribe', page: UnsubscribePage },
  { path: '/newsletter/confirm', page: ConfirmSubscriptionPage },
] as const;

/** Loads the code of the page at `path`, so the shop's first render shows it without a fallback. */
export function preloadPage(path: string): Promise<void> {
  return PAGES.find((p) => matchRoute(p.path, path))?.page.preload() ?? Promise.resolve();
}

export function ShopRoutes() {
  return (
    <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
      <Switch>
        {PAGES.map(({ path, page }) => (
          <Route key={path} path={path} component={page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
