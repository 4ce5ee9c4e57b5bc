/**
 * Shared webpack factory for the Module Federation host (shell) and the three remotes.
 *
 * Contract (keep stable; the remotes depend on it):
 *
 *   const { createRemoteConfig, createHostConfig } = require('../config/webpack/create-config');
 *
 *   // <remote>-frontend/webpack.config.js
 *   module.exports = createRemoteConfig({ name: 'shop', dir: __dirname });
 *   //   name     'shop' | 'lender' | 'admin'  (federation name; the shell loads `${name}/App`)
 *   //   dir      the workspace folder; needs src/index.ts (just `import('./bootstrap')`) and package.json
 *   //   exposes  defaults to { './App': './src/App.tsx' } (a remote exposes its App only, never slices or loose components)
 *   //   routeChunks  optional { webpackChunkName: [route patterns] } for lazy page chunks, listed in
 *   //            dist/preload.json so the server preloads the page's own chunk (preload-manifest-plugin.js)
 *   //   compileHints  true when the remote's code runs as soon as it loads: V8 compiles it while
 *   //            streaming instead of on the main thread (compile-hints.js; the shell always has it)
 *   //   → builds <dir>/dist/remoteEntry.js + content-hashed chunks + preload.json, publicPath 'auto'
 *   //     (served at /remotes/<name>/ by the backend). remoteEntry.js uses the host's federation
 *   //     runtime (experiments.externalRuntime), so a remote runs inside the shell only.
 *
 *   // shell/webpack.config.js
 *   module.exports = createHostConfig({ dir: __dirname });
 *   //   → <dir>/dist/index.html from src/index.html; publicPath '/', because every page URL
 *   //     (e.g. /product/x) is answered with that same index.html. No remotes are baked in:
 *   //     the shell registers them at run time from GET /remotes.json.
 *   //   preloadFonts  optional font file-name prefixes to <link rel=preload> (default: Jost 400
 *   //                 and Cormorant Garamond 500, latin subset)
 *   //   index.html also preloads the bootstrap and shared-module chunks, and dist/preload.json
 *   //   names the shared modules the shell provides (the server skips the remotes' copies).
 *
 *   Both return a function (env, argv) => config, so `webpack --mode production|development` picks
 *   the mode (production when none is given). Optional `extend(config, { isProd })` lets a
 *   workspace adjust the result.
 *
 *   Both accept `serverEntry` (e.g. './src/server/render-page.tsx'): then the function returns two
 *   configs, the browser one and a Node build of that entry at dist/server/render.js, which the
 *   backend runs to write the first screen's markup into the page (create-server-config.js).
 *
 * What the loaders give you:
 *   - .ts/.tsx through swc (same options as config/jest.swc.js, ES modules out, browser target).
 *   - `*.module.css` are CSS Modules with a default export: `import styles from './Card.module.css'`
 *     (class names as written, e.g. styles.priceTag). Any other `.css` is global.
 *     CSS is always extracted to files (mini-css-extract-plugin; style-loader is not installed).
 *   - fonts and images are emitted as hashed files (asset/resource).
 *   - `@dw/contracts` resolves to contracts/src/index.ts (no build of contracts needed), and
 *     `@dw/web-kit` to web-kit/src/index.ts: bundled into every app that imports it, not a shared
 *     module, so each keeps only what it uses (its package.json marks only CSS as side effects).
 *   - Types for CSS Modules and assets: add "../config/webpack/assets.d.ts" to the tsconfig "include".
 *   - Shared singletons (docs/architecture.md, "The storefront"): react, react-dom, react-dom/client, react/jsx-runtime, wouter.
 *     Everything else (Redux Toolkit and react-redux too, see SHARED_SINGLETONS; antd) stays inside
 *     its own bundle.
 *     Remotes take React, React DOM and wouter from the shell only (HOST_PROVIDED, no own copy).
 *
 * How the shell mounts a remote: `<App />` (default export of ./App, or a named `App`) inside wouter's
 * <Router> with no base, so a remote sees full paths ('/product/x') and uses wouter's Route, Link and
 * useLocation as is. Design tokens (var(--dw-…)) and the fonts come from shell/src/styles/tokens.css.
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadManifestPlugin } = require('./preload-manifest-plugin');
const { SwcMinifyPlugin } = require('./swc-minify-plugin');
const { createServerConfig, SERVER_DIR } = require('./create-server-config');
const { compileHintsPlugin } = require('./compile-hints');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const CONTRACTS_ENTRY = path.join(REPO_ROOT, 'contracts', 'src', 'index.ts');
const WEB_KIT_ENTRY = path.join(REPO_ROOT, 'web-kit', 'src', 'index.ts');
const BROWSER_TARGET = 'es2020';
const SHARE_BUNDLER_RUNTIME_PLUGIN = path.join(__dirname, 'federation', 'share-bundler-runtime-plugin.mjs');
const REMOTE_BUNDLER_RUNTIME = path.join(__dirname, 'federation', 'remote-bundler-runtime.mjs');
/**
 * Parts of the federation runtime the shell replaces with stand-ins (federation/): mf-manifest
 * snapshots and remote preloading, which this site does not use (about 2.5 KB gzipped per page).
 */
const RUNTIME_CORE_DIST = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]/;
const RUNTIME_STAND_INS = [
  [/plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/, path.join(__dirname, 'federation', 'snapshot-handler.mjs')],
  [/utils[\\/]preload\.js$/, path.join(__dirname, 'federation', 'preload.mjs')],
];
/** The SDK's environment checks, without its localStorage read (federation/sdk-env.mjs); production only. */
const SDK_ENV = [/[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/, path.join(__dirname, 'federation', 'sdk-env.mjs')];
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/** Module name → the package whose version it must satisfy. */
const SHARED_SINGLETONS = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
  wouter: 'wouter',
  // Redux Toolkit and react-redux are deliberately not shared (docs/decisions/0002-redux-toolkit-per-remote.md): every
  // remote has its own store and Provider, so one copy per remote is correct, and a shared module
  // cannot be tree-shaken. Bundled, the shop drops what it never calls (connect, entity adapters,
  // listener middleware…): home's initial JS 153.5 → 145.0 KB gzipped.
};

/** A package's ES module entry (its `exports['.'].import`), for code webpack should tree-shake. */
function esmPath(pkg) {
  let dir = path.dirname(require.resolve(pkg, { paths: [REPO_ROOT] }));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { exports: map, module: esm } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entry = map?.['.']?.import ?? esm;
  return path.join(dir, typeof entry === 'string' ? entry : entry.default);
}

function readDependencies(dir) {
  const read = (file) => {
    try {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      return { ...pkg.devDependencies, ...pkg.dependencies };
    } catch {
      return {};
    }
  };
  // The workspace's own package.json wins; the root one fills gaps.
  return { ...read(path.join(REPO_ROOT, 'package.json')), ...read(path.join(dir, 'package.json')) };
}

/**
 * The shared modules the shell itself provides. A remote takes them from the shell and ships no
 * copy of its own (`import: false`): it runs inside the shell only (externalRuntime), so the copy
 * was never used, and leaving it out trims remoteEntry.js (about 0.4 KB gzipped for the shop).
 */
const HOST_PROVIDED = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'wouter'];

/**
 * In production the runtime is given no version ranges to check: for a singleton a mismatch only
 * logs a warning, and parsing the ranges (10 checks, each building a dozen regular expressions) took
 * 10–18 ms of the shell's start-up task (traced). The check happens here instead, at build time: every
 * app is built from this one lockfile and served with the shell it was built beside, so an app whose
 * declared range differs from the shell's fails its build. Development builds keep the runtime check.
 */
function sharedSingletons(dir, role, isProd) {
  const deps = readDependencies(dir);
  const shellDeps = readDependencies(path.join(REPO_ROOT, 'shell'));
  const shared = {};
  for (const [request, pkg] of Object.entries(SHARED_SINGLETONS)) {
    if (deps[pkg] !== shellDeps[pkg]) {
      throw new Error(
        `${path.basename(dir)} declares ${pkg} ${deps[pkg]}, the shell ${shellDeps[pkg]}: a shared singleton needs one range.`,
      );
    }
    shared[request] = { singleton: true, requiredVersion: isProd ? false : deps[pkg] || false };
    if (role === 'remote' && HOST_PROVIDED.includes(request)) shared[request].import = false;
  }
  return shared;
}

function swcOptions(isProd) {
  const base = require('../jest.swc.js');
  return {
    ...base,
    jsc: {
      ...base.jsc,
      target: BROWSER_TARGET,
      transform: {
        ...base.jsc.transform,
        react: { ...base.jsc.transform.react, development: !isProd },
      },
    },
    module: { type: 'es6' },
    sourceMaps: !isProd,
  };
}

function cssLoaders(modules) {
  return [
    MiniCssExtractPlugin.loader,
    {
      loader: require.resolve('css-loader'),
      options: modules
        ? {
            importLoaders: 0,
            modules: {
              // Default export of the class map (css-loader 7 defaults to named exports only).
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: '[local]__[hash:base64:6]',
            },
          }
        : { importLoaders: 0, modules: false },
    },
  ];
}

/** The parts every build shares; `federation` carries the name/exposes/filename of the caller. */
function baseConfig({ name, dir, isProd, publicPath, federation, experiments, role }) {
  return {
    name,
    context: dir,
    mode: isProd ? 'production' : 'development',
    target: 'web',
    entry: { main: './src/index.ts' },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The Node build of the first screen writes into dist/server at the same time: the directory
      // itself is kept too, or an empty one seen here is removed while that build fills it (ENOTEMPTY).
      clean: { keep: new RegExp(`^${SERVER_DIR}(/|$)`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@dw/contracts$': CONTRACTS_ENTRY,
        '@dw/web-kit$': WEB_KIT_ENTRY,
        'use-sync-external-store/shim/index.js$': path.join(__dirname, 'use-sync-external-store-shim.js'),
        'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.js'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions(isProd) },
        },
        { test: /\.module\.css$/, use: cssLoaders(true) },
        { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
        { test: /\.(woff2?|ttf|otf|eot)$/i, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]' } },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i,
          type: 'asset/resource',
          generator: { filename: 'images/[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: isProd ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
        // CSS Modules make ordering between chunks irrelevant.
        ignoreOrder: true,
      }),
      new ModuleFederationPlugin({
        name,
        ...federation,
        shared: sharedSingletons(dir, role, isProd),
        // 'loaded-first': the default fetches every remote at start, so one remote down blanks the site.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: {
          ...experiments,
          // Remotes are plain remoteEntry.js URLs (no mf-manifest snapshots), and everything runs in a
          // browser: both let the runtime's unused code paths drop out of the bundle.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
    ],
    optimization: {
      minimize: isProd,
      // JavaScript through swc (it removes unused code esbuild leaves in), CSS through esbuild.
      minimizer: [
        new SwcMinifyPlugin({ ecma: Number(BROWSER_TARGET.slice('es'.length)) }),
        new EsbuildPlugin({ target: BROWSER_TARGET, css: true, format: undefined, exclude: /\.[cm]?js$/ }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

function isProduction(env, argv) {
  const mode = (argv && argv.mode) || process.env.NODE_ENV;
  return mode !== 'development';
}

/** The browser config, plus the Node build of `serverEntry` when there is one. */
function withServerBuild(config, { name, dir, serverEntry, isProd }) {
  if (!serverEntry) return config;
  const server = createServerConfig({ name, dir, entry: serverEntry, isProd, swcOptions: swcOptions(isProd), alias: config.resolve.alias });
  return [config, server];
}

function createRemoteConfig({ name, dir, exposes = { './App': './src/App.tsx' }, routeChunks, serverEntry, compileHints, extend } = {}) {
  if (!name || !dir) throw new Error('createRemoteConfig needs { name, dir }');
  return (env, argv) => {
    const isProd = isProduction(env, argv);
    const config = baseConfig({
      name,
      dir,
      isProd,
      publicPath: 'auto',
      role: 'remote',
      federation: { filename: 'remoteEntry.js', exposes },
      // The host hands its federation runtime to every remote, so remoteEntry.js does not carry a
      // second copy (about 25 KB gzipped per remote). A remote therefore needs the shell to run.
      experiments: { externalRuntime: true },
    });
    config.plugins.push(
      new PreloadManifestPlugin({ role: 'remote', entry: 'remoteEntry.js', routeChunks }),
      // The shell's bundler runtime instead of a copy of the package (federation/remote-bundler-runtime.mjs).
      new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, REMOTE_BUNDLER_RUNTIME),
    );
    if (compileHints) config.plugins.push(compileHintsPlugin(webpack));
    return withServerBuild(extend ? extend(config, { isProd }) || config : config, { name, dir, serverEntry, isProd });
  };
}

function createHostConfig({ dir, preloadFonts, serverEntry, extend } = {}) {
  if (!dir) throw new Error('createHostConfig needs { dir }');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const { PreloadFontsPlugin } = require('./preload-fonts-plugin');
  return (env, argv) => {
    const isProd = isProduction(env, argv);
    const config = baseConfig({
      name: 'shell',
      dir,
      isProd,
      publicPath: '/',
      role: 'host',
      // What `experiments.provideExternalRuntime` adds, but the plugin's ES module build: its CommonJS
      // build (what require.resolve finds) drags in a second, CommonJS copy of the runtime (+27 KB gz).
      // The second plugin hands the shell's bundler runtime to the remotes (federation/).
      federation: {
        remotes: {},
        runtimePlugins: [esmPath('@module-federation/inject-external-runtime-core-plugin'), SHARE_BUNDLER_RUNTIME_PLUGIN],
      },
    });
    config.plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src', 'index.html'),
        inject: 'head',
        scriptLoading: 'defer',
        // Keep comments: the server injects per-page tags at <!--app-head-->.
        minify: isProd ? { collapseWhitespace: true, removeComments: false, removeRedundantAttributes: true, minifyCSS: true } : false,
      }),
      new PreloadFontsPlugin({ HtmlWebpackPlugin, fonts: preloadFonts }),
      new PreloadManifestPlugin({ role: 'host', HtmlWebpackPlugin }),
      compileHintsPlugin(webpack),
      ...RUNTIME_STAND_INS.map(
        ([file, standIn]) => new webpack.NormalModuleReplacementPlugin(new RegExp(RUNTIME_CORE_DIST.source + file.source), standIn),
      ),
    );
    if (isProd) config.plugins.push(new webpack.NormalModuleReplacementPlugin(...SDK_ENV));
    config.resolve.alias['dw-federation-runtime-core'] = path.dirname(esmPath('@module-federation/runtime-core'));
    // The shared libraries the shell provides all load at start-up: one file instead of five, since
    // over HTTP/1.1 each request waits for one of six connections.
    config.optimization.splitChunks = {
      chunks: 'async',
      cacheGroups: {
        startupLibraries: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]|[\\/]use-sync-external-store-shim\.js$/,
          name: 'libraries',
          chunks: 'async',
          enforce: true,
        },
      },
    };
    return withServerBuild(extend ? extend(config, { isProd }) || config : config, { name: 'shell', dir, serverEntry, isProd });
  };
}

module.exports = { createRemoteConfig, createHostConfig, SHARED_SINGLETONS, CONTRACTS_ENTRY };
