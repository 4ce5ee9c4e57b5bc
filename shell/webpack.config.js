const { createHostConfig } = require('../config/webpack/create-config');

// No font preloads: the web fonts load after the page's content (src/app/App.tsx).
// The server build draws the page frame into the HTML the backend sends (src/server).
module.exports = createHostConfig({ dir: __dirname, preloadFonts: [], serverEntry: './src/server/render-frame.tsx' });
