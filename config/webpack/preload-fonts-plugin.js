/**
 * Adds <link rel="preload" as="font"> for the few font files the first paint needs (body and
 * heading weights, latin subset). Their names carry a content hash, so they are found after
 * emit rather than written into index.html by hand.
 */
const PLUGIN = 'PreloadFontsPlugin';

class PreloadFontsPlugin {
  /** @param {{ HtmlWebpackPlugin: any, fonts?: string[] }} options file-name prefixes to preload */
  constructor({ HtmlWebpackPlugin, fonts = ['jost-latin-400-normal', 'cormorant-garamond-latin-500-normal'] }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.fonts = fonts;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        const files = Object.keys(compilation.assets).filter(
          (file) => file.endsWith('.woff2') && this.fonts.some((font) => file.split('/').pop().startsWith(`${font}.`)),
        );
        const links = files.map((file) =>
          this.HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `${publicPath}${file}`,
            crossorigin: 'anonymous',
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadFontsPlugin };
