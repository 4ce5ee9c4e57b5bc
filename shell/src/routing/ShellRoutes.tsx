import { Suspense, lazy } from 'react';
import { useLocation } from 'wouter';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { resolveScreen } from './resolve-screen';

// Only unknown addresses show it: its code stays out of every page's start-up.
const NotFound = lazy(() => import(/* webpackChunkName: "not-found" */ '../not-found/NotFound').then((m) => ({ default: m.NotFound })));

/**
 * The shell owns every URL (SHELL_ROUTES in contracts). Keyed by remote, so moving between two
 * pages of the same remote keeps it mounted and lets its own router take over.
 */
export function ShellRoutes() {
  const [path] = useLocation();
  const screen = resolveScreen(path);
  if (screen.kind === 'not-found') {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  return <RemoteOutlet key={screen.remote} remote={screen.remote} />;
}
