/**
 * Lists the files a page needs before its first render, so they can all be requested at once
 * instead of one discovery after another (main.js → bootstrap → shared modules → remoteEntry.js →
 * the remote's App → its page chunk). Each build emits `preload.json`:
 *
 *   {
 *     "entry":   "remoteEntry.js",                      (remotes only)
 *     "startup": { "js": [...], "css": [...] },        the host's bootstrap, or the remote's ./App
 *     "shared":  { "<module>": { "js": [...], "css": [...] } },   the chunks that provide each
 *                                                      shared module (what the runtime loads)
 *     "routes":  { "<route pattern>": { "js": [...], "css": [...] } }   lazy page chunks; their css
 *                                                      also lists the page's own lazy parts' (its
 *                                                      deferred sections, drawn by the server with
 *                                                      the page, so styled from the start)
 *   }
 *
 * File names are relative to the build's output folder. The backend reads the files to write
 * <link rel="preload"> tags per page (backend/src/web). The host also gets its startup and shared
 * chunks preloaded straight from index.html.
 */
const PLUGIN = 'PreloadManifestPlugin';
const MANIFEST_FILE = 'preload.json';

class PreloadManifestPlugin {
  /**
   * @param {{ role: 'host' | 'remote', entry?: string, routeChunks?: Record<string, string[]>, HtmlWebpackPlugin?: any }} options
   *   routeChunks  webpackChunkName → the route patterns (as in contracts' SHELL_ROUTES) it renders
   */
  constructor({ role, entry, routeChunks = {}, HtmlWebpackPlugin }) {
    this.role = role;
    this.entry = entry;
    this.routeChunks = routeChunks;
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Before RealContentHashPlugin, which then rewrites the hashes in this file as in any other.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const manifest = this.collect(compilation);
        compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
      if (this.HtmlWebpackPlugin) {
        // After the other tag plugins (the font preloads), so this one decides the order.
        this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: PLUGIN, stage: 10 }, (data) => {
          const { startup, shared } = this.collect(compilation);
          const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
          const js = unique([...startup.js, ...Object.values(shared).flatMap((s) => s.js)]);
          const css = unique([...startup.css, ...Object.values(shared).flatMap((s) => s.css)]);
          const link = (as, file) =>
            this.HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href: `${publicPath}${file}` });
          // A deferred script is fetched at low priority; the entry starts everything else.
          for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
          // The largest first: over HTTP/1.1 six requests run at a time, and React DOM is the
          // longest download on the way to the first paint.
          const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
          js.sort((a, b) => size(b) - size(a));
          // Order is request order: the entry and its chunks, then the fonts (text shows in a
          // fallback until they arrive), then whatever the server adds (the page's remote).
          const fonts = data.headTags.filter((tag) => tag.tagName === 'link' && tag.attributes.as === 'font');
          const rest = data.headTags.filter((tag) => !fonts.includes(tag));
          data.headTags = [...rest, ...js.map((f) => link('script', f)), ...css.map((f) => link('style', f)), ...fonts];
          return data;
        });
      }
    });
  }

  collect(compilation) {
    const startup = new Files();
    const shared = {};
    for (const group of compilation.chunkGroups) {
      for (const origin of group.origins) {
        const kind = origin.module && origin.module.constructor.name;
        if (kind === 'ProvideSharedModule') {
          (shared[origin.module._name] ??= new Files()).addGroup(group);
        } else if (this.role === 'remote' ? kind === 'ContainerEntryModule' : isAsyncImportInEntry(compilation, origin)) {
          startup.addGroup(group);
        }
      }
    }
    const routes = {};
    for (const [chunkName, patterns] of Object.entries(this.routeChunks)) {
      const group = compilation.namedChunkGroups.get(chunkName);
      if (!group) {
        compilation.errors.push(
          new compilation.compiler.webpack.WebpackError(`${PLUGIN}: no chunk named "${chunkName}" (webpackChunkName)`),
        );
        continue;
      }
      const files = new Files().addGroup(group);
      for (const child of descendants(group)) files.addGroup(child, { css: true, js: false });
      for (const pattern of patterns) routes[pattern] = files.toJSON();
    }
    return {
      ...(this.entry ? { entry: this.entry } : {}),
      startup: startup.toJSON(),
      shared: Object.fromEntries(Object.entries(shared).map(([name, files]) => [name, files.toJSON()])),
      routes,
    };
  }
}

/** `import('./bootstrap')` and the like: an async block of the entry module itself. */
function isAsyncImportInEntry(compilation, origin) {
  return Boolean(origin.module && origin.request && compilation.chunkGraph.isEntryModule(origin.module));
}

class Files {
  js = new Set();
  css = new Set();

  addGroup(group, { js = true, css = true } = {}) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (js && file.endsWith('.js')) this.js.add(file);
        else if (css && file.endsWith('.css')) this.css.add(file);
      }
    }
    return this;
  }

  toJSON() {
    return { js: [...this.js].sort(), css: [...this.css].sort() };
  }
}

/** Every chunk group loaded lazily from `group`, at any depth. */
function descendants(group, seen = new Set()) {
  for (const child of group.childrenIterable) {
    if (seen.has(child)) continue;
    seen.add(child);
    descendants(child, seen);
  }
  return seen;
}

const unique = (list) => [...new Set(list)];

module.exports = { PreloadManifestPlugin, MANIFEST_FILE };
