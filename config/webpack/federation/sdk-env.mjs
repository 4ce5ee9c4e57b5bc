/**
 * The shell's stand-in for the federation SDK's env.js, in production builds. The SDK's own version
 * asks localStorage whether its debug log is on (key FEDERATION_DEBUG) as the runtime starts, and a
 * page's first localStorage read opens the site's storage: 6–48 ms inside the shell's start-up task
 * (traced on this machine, 48 ms in a fresh browser profile), for a log nobody reads in production.
 * Here only the global `FEDERATION_DEBUG` turns it on; a development build keeps the SDK's file.
 */
/* global ENV_TARGET, FEDERATION_DEBUG, window */
export const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv() {
  return isBrowserEnvValue;
}

export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

export function isDebugMode() {
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

export const getProcessEnv = function () {
  return typeof process !== 'undefined' && process.env ? process.env : {};
};
