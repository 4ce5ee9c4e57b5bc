import { Suspense, useState } from 'react';
import type { RemoteName } from '@dw/contracts';
import { forgetLazyRemote, getLazyRemote } from './lazy-remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteSkeleton } from './RemoteSkeleton';

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
  const App = getLazyRemote(remote);
  const retry = () => {
    forgetLazyRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} area={AREA[remote]} onRetry={retry}>
      <Suspense fallback={<RemoteSkeleton />}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
