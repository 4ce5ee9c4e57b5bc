// Unit and component tests of every package, as one jest run (`npm run test:unit`).
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const packages = ['contracts', 'backend', 'shell', 'shop-frontend', 'lender-frontend', 'admin-frontend'];

module.exports = {
  projects: packages.map((p) => join(__dirname, p, 'jest.config.js')).filter((f) => existsSync(f)),
};
