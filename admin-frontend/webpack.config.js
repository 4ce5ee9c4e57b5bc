// antd is not in the shared singletons: it stays inside this remote's own chunks (DESIGN.md §5, §7).
module.exports = require('../config/webpack/create-config.js').createRemoteConfig({ name: 'admin', dir: __dirname });
