import type webpack from 'webpack';

/** The line V8 reads as "compile every function of this file while it streams in". */
export const COMPILE_HINT: string;
export function compileHintsPlugin(wp: typeof webpack): webpack.BannerPlugin;
