import { Suspense, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { CartPage } from './features/cart/CartPage';
import { CataloguePage } from './features/catalogue/CataloguePage';
import { HomePage } from './features/home/HomePage';
import { ProductPage } from './features/product/ProductPage';
import { NotFoundPage } from './shared/NotFoundPage';
import styles from './ShopRoutes.module.css';

// Editorial pages are split out: a shopper on the catalogue never downloads the blog.
const HowItWorksPage = lazy(() => import('./features/how-it-works/HowItWorksPage'));
const CommunityPage = lazy(() => import('./features/community/CommunityPage'));
const WhatsNewPage = lazy(() => import('./features/whats-new/WhatsNewPage'));
const BlogIndexPage = lazy(() => import('./features/blog/BlogIndexPage'));
const BlogArticlePage = lazy(() => import('./features/blog/BlogArticlePage'));
const TermsPage = lazy(() => import('./features/terms/TermsPage'));

export function ShopRoutes() {
  return (
    <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/all-dresses" component={CataloguePage} />
        <Route path="/catalog" component={CataloguePage} />
        <Route path="/product/:identifier" component={ProductPage} />
        <Route path="/cart" component={CartPage} />
        <Route path="/how-it-works" component={HowItWorksPage} />
        <Route path="/community" component={CommunityPage} />
        <Route path="/whats-new" component={WhatsNewPage} />
        <Route path="/blog" component={BlogIndexPage} />
        <Route path="/blog/:slug" component={BlogArticlePage} />
        <Route path="/terms" component={TermsPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
