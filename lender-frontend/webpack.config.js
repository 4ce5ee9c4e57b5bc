module.exports = require('../config/webpack/create-config.js').createRemoteConfig({ name: 'lender', dir: __dirname });
