/** Where the shell leaves its federation bundler runtime for the remotes (a global, set once). */
export const SHARED_BUNDLER_RUNTIME = '__DW_FEDERATION_BUNDLER_RUNTIME__';
