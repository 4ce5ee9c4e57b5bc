/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) as the first line of
 * every JavaScript file of an app whose code runs as soon as it arrives (the shell, the shop). V8
 * otherwise compiles each function the first time it is called, on the main thread: on a storefront
 * page that was 124–162 ms of main-thread CPU during load, 23–36 ms with the hint (traced A/B,
 * docs/decisions/0028-first-screen-javascript.md), which compiles them on the thread that streams the
 * script in. Other browsers read it as a comment. Not for the admin: antd's chunks are mostly code a
 * screen never calls, which would be compiled for nothing.
 *
 * Added after minification (the minifier drops line comments) and before the content hashes.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function compileHintsPlugin(webpack) {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}

module.exports = { COMPILE_HINT, compileHintsPlugin };
