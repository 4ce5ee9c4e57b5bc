/** Global CSS in the Node build of the first screen: nothing to run, the browser build has the CSS. */
module.exports = function emptyModuleLoader() {
  return 'export {};';
};
