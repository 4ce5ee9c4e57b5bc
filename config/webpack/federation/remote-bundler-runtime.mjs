/**
 * What a remote's build uses in place of @module-federation/webpack-bundler-runtime (its
 * `dist/bundler.js`): the shell's copy (share-bundler-runtime-plugin.mjs), with this remote's own
 * state. A remote already takes the shell's runtime core (experiments.externalRuntime) and runs
 * inside the shell only, so this adds no new dependency on it. Same package version on both sides
 * (one node_modules), so the functions match what this build generates calls to.
 */
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { SHARED_BUNDLER_RUNTIME } from './shared-bundler-runtime-key.mjs';

const shell = globalThis[SHARED_BUNDLER_RUNTIME];
if (!shell) throw new Error('This remote runs inside the shell only: the shell’s federation runtime is not on the page.');

/**
 * The runtime's `init`, minus its one side effect on the shell: the shell's module-level instance
 * (behind its `loadRemote`) stays the shell's, where the package's `init` would make it this remote's.
 */
function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = shell.runtime.getInstance(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return shell.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

// A host does not expose modules, so the shell's bundler runtime has no initContainerEntry: the
// remote brings that one function. `S` and the options are per webpack runtime.
const bundlerRuntime = { ...shell.bundlerRuntime, S: {}, initContainerEntry };

export default {
  runtime: { ...shell.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
