const { createHostConfig } = require('../config/webpack/create-config');

// No font preloads: the web fonts load after the page's content (src/app/App.tsx).
module.exports = createHostConfig({ dir: __dirname, preloadFonts: [] });
