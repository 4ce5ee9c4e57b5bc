/**
 * One React.lazy component per remote, kept for the page's lifetime so moving between routes of
 * a loaded remote never shows the skeleton again; Retry replaces it with a fresh attempt.
 */
import { lazy, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@dw/contracts';
import { loadRemoteApp, type RemoteApp } from './remote-loader';

const lazyApps = new Map<RemoteName, LazyExoticComponent<RemoteApp>>();

export function getLazyRemote(name: RemoteName): LazyExoticComponent<RemoteApp> {
  let App = lazyApps.get(name);
  if (!App) {
    const created: LazyExoticComponent<RemoteApp> = lazy(() =>
      loadRemoteApp(name).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          // A failed download is not remembered: coming back to the page tries again.
          if (lazyApps.get(name) === created) lazyApps.delete(name);
          throw error;
        },
      ),
    );
    App = created;
    lazyApps.set(name, App);
  }
  return App;
}

export function forgetLazyRemote(name: RemoteName): void {
  lazyApps.delete(name);
}
