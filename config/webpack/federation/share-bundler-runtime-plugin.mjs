/**
 * A federation runtime plugin of the shell: it hands the shell's webpack bundler runtime (the
 * functions that load remotes and shared modules, given a remote's own `__webpack_require__`) to the
 * remotes, which then ship none of their own (remote-bundler-runtime.mjs; about 5 KB gzipped off
 * every storefront page). Why: docs/decisions/0028-first-screen-javascript.md.
 */
import { SHARED_BUNDLER_RUNTIME } from './shared-bundler-runtime-key.mjs';

/* global __webpack_require__ */
export default function shareBundlerRuntimePlugin() {
  // Called as the shell's runtime starts, once `__webpack_require__.federation` holds its runtime.
  const { runtime, bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
  globalThis[SHARED_BUNDLER_RUNTIME] ??= { runtime, bundlerRuntime, attachShareScopeMap };
  return { name: 'dw-share-bundler-runtime' };
}
