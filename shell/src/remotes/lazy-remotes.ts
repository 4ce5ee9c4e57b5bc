/**
 * The remotes' Apps, loaded once per page: coming back to a remote that has arrived renders it at
 * once, with no skeleton. A failed download is not remembered, so Retry (or coming back) tries again.
 */
import type { RemoteName } from '@dw/contracts';
import { loadRemoteApp, type RemoteApp } from './remote-loader';

const arrived = new Map<RemoteName, RemoteApp>();
const loading = new Map<RemoteName, Promise<RemoteApp>>();

/** The remote's App if it has already arrived. */
export function loadedRemote(name: RemoteName): RemoteApp | undefined {
  return arrived.get(name);
}

/** Starts (or joins) the download of a remote's App. */
export function requestRemote(name: RemoteName): Promise<RemoteApp> {
  let request = loading.get(name);
  if (!request) {
    const started: Promise<RemoteApp> = loadRemoteApp(name).then(
      (App) => {
        if (loading.get(name) === started) arrived.set(name, App);
        return App;
      },
      (error: unknown) => {
        if (loading.get(name) === started) loading.delete(name);
        throw error;
      },
    );
    request = started;
    loading.set(name, request);
  }
  return request;
}

export function forgetLazyRemote(name: RemoteName): void {
  arrived.delete(name);
  loading.delete(name);
}
