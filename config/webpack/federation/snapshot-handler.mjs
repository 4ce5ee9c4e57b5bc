/**
 * The shell's stand-in for the federation runtime's SnapshotHandler (runtime-core's
 * plugins/snapshot/SnapshotHandler.js). It reads mf-manifest snapshots, which this site never uses
 * (plain remoteEntry.js URLs, experiments.optimization.disableSnapshot), only for `preloadRemote`,
 * which the shell never calls; the runtime still builds one, so its code shipped (about 2 KB gzipped).
 * What the runtime does call is here: its hooks, its manifest cache, and getGlobalRemoteInfo.
 */
import { getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from 'dw-federation-runtime-core/global.js';
import { PluginSystem } from 'dw-federation-runtime-core/utils/hooks/pluginSystem.js';

/** As the runtime's own: the snapshots already on the page for a remote (none on this site). */
export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  const matched = globalRemoteInfo && globalRemoteInfo.matchedVersion;
  return {
    hostGlobalSnapshot: matched ? hostGlobalSnapshot : undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: matched || ('version' in moduleInfo ? moduleInfo.version : undefined),
    }),
  };
}

export class SnapshotHandler {
  constructor() {
    this.hooks = new PluginSystem({});
    this.manifestCache = new Map();
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(new Error('Remote snapshots are off on this site (disableSnapshot): preloadRemote is not supported.'));
  }
}
