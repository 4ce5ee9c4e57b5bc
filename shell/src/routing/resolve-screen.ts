import { findShellRoute, type RemoteName } from '@dw/contracts';

/** What the shell shows for a path: the remote that owns it (SHELL_ROUTES in contracts), or the 404 screen. */
export type ShellScreen = { kind: 'remote'; remote: RemoteName } | { kind: 'not-found' };

export function resolveScreen(path: string): ShellScreen {
  const route = findShellRoute(path);
  return route ? { kind: 'remote', remote: route.remote } : { kind: 'not-found' };
}
