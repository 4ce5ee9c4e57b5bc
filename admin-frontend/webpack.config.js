// antd is not in the shared singletons: it stays inside this remote's own chunks (shared as a singleton it would double its chunk).
module.exports = require('../config/webpack/create-config.js').createRemoteConfig({ name: 'admin', dir: __dirname });
