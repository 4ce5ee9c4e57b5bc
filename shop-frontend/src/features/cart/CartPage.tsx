import { usePageMeta } from '@dw/web-kit';
import { IMAGE_SIZES, type CartItemView, type OrderView, imageSrcSet, toast, pageTitle } from '@dw/contracts';
import { Suspense, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { peekCartSessionId } from '../../shared/cartSession';
import layout from '../../shared/ui/layout.module.css';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { lazyPage } from '../../shared/lazyPage';
import { useAppSelector } from '../../app/hooks';
import { drawnByServer } from '../../shared/deferredSection';
import { useDrawingFromServer } from '../../shared/useDrawingFromServer';
import { drawnCartSession, useGetCartQuery } from './cartApi';
import { EmptyCart } from './EmptyCart';
import styles from './CartPage.module.css';

// The lines and the checkout form (most of the page's code) load while the cart is fetched.
const loadContents = () => import(/* webpackChunkName: "cart-contents" */ './FilledCart');
const FilledCart = lazyPage(() => loadContents().then((m) => m.FilledCart));
const OrderConfirmation = lazyPage(() => loadContents().then((m) => m.OrderConfirmation));
// The server draws a returning renter's lines with the page; in the browser, with a stored cart,
// their code starts loading as this page's does, not once it has hydrated.
drawnByServer(FilledCart);
if (typeof window !== 'undefined' && peekCartSessionId()) loadContents().catch(() => undefined);

/**
 * The first line's photograph is the page's largest picture: asked for as soon as the lines are
 * known, beside the lines' code rather than after it (React drops a repeated preload).
 */
function preloadFirstPhoto(items: readonly CartItemView[]) {
  const src = items[0]?.product.imageUrl;
  if (src)
    preload(src, { as: 'image', imageSrcSet: imageSrcSet(src) ?? undefined, imageSizes: IMAGE_SIZES.cartLine, fetchPriority: 'high' });
}

export function CartPage() {
  usePageMeta(pageTitle('Your Cart'), 'Review your designer dress rentals, choose your dates and place your order.');
  // Read once: a visitor who never added anything has no session and no cart to fetch.
  const [storedSession] = useState(peekCartSessionId);
  const [placedOrder, setPlacedOrder] = useState<OrderView | null>(null);
  const fromServer = useDrawingFromServer();
  // While the page is the server's drawing, its cart is the one the server drew (its cookie's), if any.
  const drawnSession = useAppSelector(drawnCartSession);
  const sessionId = fromServer ? drawnSession : storedSession;
  const { data: items, isLoading, isError, refetch } = useGetCartQuery(sessionId ?? '', { skip: !sessionId });

  useEffect(() => {
    // A failed chunk shows in the shell's error boundary, with its Retry, when the cart renders.
    if (sessionId) Promise.all([FilledCart.preload(), OrderConfirmation.preload()]).catch(() => undefined);
  }, [sessionId]);

  useEffect(() => {
    if (isError)
      toast({ title: 'Failed to fetch cart', description: 'Please check your connection and try again.', variant: 'destructive' });
  }, [isError]);

  if (placedOrder)
    return (
      <Suspense fallback={null}>
        <OrderConfirmation order={placedOrder} />
      </Suspense>
    );

  const loading = <p className={styles.loading}>Loading your cart…</p>;
  let content;
  if (fromServer && !drawnSession)
    // Both first states; the head's script marks <html> when there is a stored cart
    // (backend/src/web/cart-session-hint.ts) and CSS shows the one that applies.
    content = (
      <>
        <div className={styles.withoutSession}>
          <EmptyCart />
        </div>
        <div className={styles.withSession}>{loading}</div>
      </>
    );
  else if (!sessionId || (items && items.length === 0)) content = <EmptyCart />;
  else if (isLoading) content = loading;
  else if (isError || !items) content = <LoadFailed what="your cart" onRetry={refetch} />;
  else {
    // A drawn page has the photograph's preload in its head already.
    if (!fromServer) preloadFirstPhoto(items);
    content = (
      <Suspense fallback={loading}>
        <FilledCart sessionId={sessionId} items={items} onPlaced={setPlacedOrder} />
      </Suspense>
    );
  }

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <span className={layout.eyebrow}>Checkout</span>
        <h1 className={styles.title}>Your Cart</h1>
      </header>
      {content}
    </div>
  );
}
