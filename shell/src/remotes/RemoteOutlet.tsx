import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import type { RemoteName } from '@dw/contracts';
import { useContentShown } from '../app/content-shown';
import { forgetLazyRemote, loadedRemote, requestRemote } from './lazy-remotes';
import type { RemoteApp } from './remote-loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

// Its own small chunk: a page the server drew first renders once its remote has arrived, so it
// never shows the skeleton, and need not download it.
const RemoteSkeleton = lazy(() =>
  import(/* webpackChunkName: "remote-skeleton" */ './RemoteSkeleton').then((m) => ({ default: m.RemoteSkeleton })),
);

const AREA: Record<RemoteName, string> = {
  shop: 'the boutique',
  lender: 'our lender pages',
  admin: 'the back office',
};

/**
 * Mounts one remote's App. It renders inside the shell's wouter Router with no base, so the remote
 * sees full paths (e.g. '/product/silk-gown') and routes them itself.
 */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetLazyRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} area={AREA[remote]} onRetry={retry}>
      <RemoteContent remote={remote} />
    </RemoteErrorBoundary>
  );
}

/**
 * The skeleton until the App arrives, then the App. A state update rather than React.lazy and
 * Suspense: React holds back revealing a Suspense boundary until 300 ms after its fallback showed,
 * which delayed every page's content by that much.
 */
function RemoteContent({ remote }: { remote: RemoteName }) {
  const [App, setApp] = useState<RemoteApp | null>(() => loadedRemote(remote) ?? null);
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    if (App) return;
    let current = true;
    requestRemote(remote).then(
      // A transition: React renders the page in slices, leaving the main thread free for input.
      (arrived) => current && startTransition(() => setApp(() => arrived)),
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [remote, App]);
  useContentShown(App !== null);

  // Thrown during render, so the boundary shows its friendly message with Retry.
  if (failure) throw failure;
  return App ? (
    <App />
  ) : (
    <Suspense fallback={null}>
      <RemoteSkeleton />
    </Suspense>
  );
}
