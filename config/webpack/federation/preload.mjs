/**
 * The shell's stand-in for the federation runtime's asset preloading (runtime-core's
 * utils/preload.js): only `preloadRemote` and the snapshot plugin use it, neither of which runs here
 * (see snapshot-handler.mjs). The server preloads each page's chunks itself (preload.json).
 */
const unsupported = () => {
  throw new Error('Remote preloading is off on this site: the server preloads each page’s chunks.');
};

export const defaultPreloadArgs = unsupported;
export const formatPreloadArgs = unsupported;
export const normalizePreloadExposes = unsupported;
export const preloadAssets = unsupported;
