import type { BuildFiles, PreloadManifest } from './preload-manifest';

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'image';
  /**
   * 'high' for the page's largest picture only: it should not queue behind the scripts. 'low' for
   * the remote's files: fetched at once, but after the shell's, which paint the page first.
   */
  fetchPriority?: 'high' | 'low';
  /** An image's srcset and sizes, as its <img> has them, so the preload fetches the copy the <img> picks. */
  srcset?: string;
  sizes?: string;
}

const unique = (list: readonly string[]) => [...new Set(list)];

/**
 * What a page of a remote needs before its first render: remoteEntry.js, the remote's ./App, the
 * shared modules the shell does not provide itself (React, the router… come from the shell) and the
 * route's own page chunk. Without these the browser finds each only after running the one before.
 *
 * `remote` is the remote's build manifest, or null when the remote is served from elsewhere
 * (REMOTE_<NAME>_URL): then only its entry is known. Without the shell's manifest the shared chunks
 * are left out, since the shell most likely provides them.
 */
export function remotePreloads(
  entryUrl: string,
  pattern: string,
  remote: PreloadManifest | null,
  shell: PreloadManifest | null,
): Preload[] {
  const entry: Preload = { href: entryUrl, as: 'script', fetchPriority: 'low' };
  if (!remote) return [entry];
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const fromShell = new Set(Object.keys(shell?.shared ?? {}));
  const groups: BuildFiles[] = [
    remote.startup,
    ...(shell
      ? Object.entries(remote.shared)
          .filter(([name]) => !fromShell.has(name))
          .map(([, files]) => files)
      : []),
    ...(remote.routes[pattern] ? [remote.routes[pattern]] : []),
  ];
  return [
    entry,
    ...unique(groups.flatMap((g) => g.css)).map((file): Preload => ({ href: `${base}${file}`, as: 'style', fetchPriority: 'low' })),
    ...unique(groups.flatMap((g) => g.js)).map((file): Preload => ({ href: `${base}${file}`, as: 'script', fetchPriority: 'low' })),
  ];
}
