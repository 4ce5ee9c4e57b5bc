/**
 * The Node build of an app's first screen: `<dir>/dist/server/render.js` (CommonJS, one file, no
 * externals), which the backend calls to write the page's markup into the HTML it sends, so the
 * largest picture and heading paint before any JavaScript has run (backend/src/web/first-screen.ts).
 *
 * CSS Modules give the same class names as the browser build (same css-loader naming, same
 * context), but no CSS: the browser build's CSS files style the markup. Global CSS is left out.
 *
 * React and React DOM are not bundled: every app's build requires the one copy in node_modules (the
 * backend's own dependency, so the production image has it), which lets the shell's build render
 * the remote's page inside its frame as one React tree, as the browser renders it, and the browser
 * hydrate that markup (docs/decisions/0006-server-drawn-first-screen.md).
 */
const path = require('node:path');

const SERVER_DIR = 'server';

/** One React for every server build (see above); wouter stays inside each, under its own Router. */
const SHARED_REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server'];

function createServerConfig({ name, dir, entry, isProd, swcOptions, alias }) {
  const cssModules = {
    loader: require.resolve('css-loader'),
    options: {
      importLoaders: 0,
      modules: {
        // Must match create-config.js's browser options, or the class names differ.
        namedExport: false,
        exportLocalsConvention: 'as-is',
        localIdentName: '[local]__[hash:base64:6]',
        exportOnlyLocals: true,
      },
    },
  };
  return {
    name: `${name}-server`,
    context: dir,
    mode: isProd ? 'production' : 'development',
    target: 'node20',
    entry: { render: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias },
    externals: SHARED_REACT,
    externalsType: 'commonjs',
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: require.resolve('swc-loader'), options: swcOptions } },
        { test: /\.module\.css$/, use: [cssModules] },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [require.resolve('./empty-module-loader')] },
        { test: /\.(woff2?|ttf|otf|eot|png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // One file: the page chunks the browser loads lazily are needed at once here.
      new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = { createServerConfig, SERVER_DIR };
