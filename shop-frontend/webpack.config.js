module.exports = require('../config/webpack/create-config.js').createRemoteConfig({ name: 'shop', dir: __dirname });
