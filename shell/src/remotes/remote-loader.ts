/**
 * Loads a remote's `./App` at run time. Remote URLs come from GET /remotes.json (which the server
 * also writes into the page), so a remote redeploys without rebuilding the shell (DESIGN.md §5);
 * nothing is fetched until a route needs it.
 */
import type { ComponentType } from 'react';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_MANIFEST_PATH, type RemoteName, type RemotesManifest } from '@dw/contracts';
import { readPageManifest } from './page-manifest';

/** What every remote's `./App` accepts (brief: `{ basename?: string }`); the shell passes none. */
export interface RemoteAppProps {
  basename?: string;
}
export type RemoteApp = ComponentType<RemoteAppProps>;

let manifest: Promise<RemotesManifest> | null = null;
const failed = new Set<RemoteName>();

async function fetchManifest(): Promise<RemotesManifest> {
  const body = readPageManifest() ?? (await downloadManifest());
  // Attaches to the federation instance the build created, keeping its shared singletons.
  init({ name: 'shell', remotes: [] });
  registerRemotes(Object.entries(body).map(([name, entry]) => ({ name, entry })));
  return body;
}

async function downloadManifest(): Promise<RemotesManifest> {
  const res = await fetch(REMOTES_MANIFEST_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText || 'remote manifest unavailable'}`);
  return (await res.json()) as RemotesManifest;
}

function ensureManifest(): Promise<RemotesManifest> {
  if (!manifest) {
    manifest = fetchManifest().catch((error: unknown) => {
      manifest = null; // let Retry fetch it again
      throw error;
    });
  }
  return manifest;
}

function pickComponent(mod: unknown): RemoteApp | null {
  if (typeof mod === 'function') return mod as RemoteApp;
  if (mod && typeof mod === 'object') {
    const { default: byDefault, App } = mod as { default?: unknown; App?: unknown };
    if (typeof byDefault === 'function') return byDefault as RemoteApp;
    if (typeof App === 'function') return App as RemoteApp;
    // Memo/forwardRef components are objects with $$typeof.
    if (byDefault && typeof byDefault === 'object' && '$$typeof' in byDefault) return byDefault as RemoteApp;
  }
  return null;
}

export async function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  const entries = await ensureManifest();
  if (failed.has(name)) {
    // A failed entry is re-registered so the runtime fetches remoteEntry.js afresh.
    const entry = entries[name];
    if (entry) registerRemotes([{ name, entry }], { force: true });
    failed.delete(name);
  }
  try {
    const mod = await loadRemote<unknown>(`${name}/App`);
    const App = pickComponent(mod);
    if (!App) throw new Error(`Remote "${name}" does not expose an App component`);
    return App;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}
