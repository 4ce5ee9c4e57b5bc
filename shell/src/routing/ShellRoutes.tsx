import { useLocation } from 'wouter';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { NotFound } from '../not-found/NotFound';
import { resolveScreen } from './resolve-screen';

/**
 * The shell owns every URL (SHELL_ROUTES in contracts). Keyed by remote, so moving between two
 * pages of the same remote keeps it mounted and lets its own router take over.
 */
export function ShellRoutes() {
  const [path] = useLocation();
  const screen = resolveScreen(path);
  if (screen.kind === 'not-found') return <NotFound />;
  return <RemoteOutlet key={screen.remote} remote={screen.remote} />;
}
