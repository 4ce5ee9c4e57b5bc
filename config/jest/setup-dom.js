// jest-dom matchers (toBeInTheDocument, toHaveValue, ...) for every frontend test.
require('@testing-library/jest-dom');
// jsdom lays nothing out and has no scrollIntoView; screens that bring a field into view call it.
if (globalThis.Element && !globalThis.Element.prototype.scrollIntoView)
  globalThis.Element.prototype.scrollIntoView = function scrollIntoView() {};
