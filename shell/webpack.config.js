const { createHostConfig } = require('../config/webpack/create-config');

module.exports = createHostConfig({ dir: __dirname });
