import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A set of built files, relative to the build's dist folder. */
export interface BuildFiles {
  js: readonly string[];
  css: readonly string[];
}

/**
 * What each frontend build lists in `dist/preload.json` (config/webpack/preload-manifest-plugin.js):
 * the files a page needs before its first render.
 */
export interface PreloadManifest {
  /** remoteEntry.js, for remotes. */
  entry?: string;
  /** The host's bootstrap chunks, or the remote's exposed ./App. */
  startup: BuildFiles;
  /** The chunks that provide each shared module. */
  shared: Readonly<Record<string, BuildFiles>>;
  /** Lazy page chunks by route pattern (contracts' SHELL_ROUTES). */
  routes: Readonly<Record<string, BuildFiles>>;
}

const isFiles = (value: unknown): value is BuildFiles =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as BuildFiles).js) &&
  Array.isArray((value as BuildFiles).css) &&
  [...(value as BuildFiles).js, ...(value as BuildFiles).css].every((file) => typeof file === 'string');

const isFilesMap = (value: unknown): value is Record<string, BuildFiles> =>
  typeof value === 'object' && value !== null && Object.values(value).every(isFiles);

/** The build's manifest, or null when it is missing or not what this server understands. */
export function readPreloadManifest(dist: string | null): PreloadManifest | null {
  if (!dist) return null;
  const file = join(dist, 'preload.json');
  if (!existsSync(file)) return null;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<PreloadManifest>;
    if (!isFiles(value.startup) || !isFilesMap(value.shared) || !isFilesMap(value.routes)) return null;
    return value as PreloadManifest;
  } catch {
    return null; // a half-written file during a rebuild: the page works without preloads
  }
}
