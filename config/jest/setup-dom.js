// jest-dom matchers (toBeInTheDocument, toHaveValue, ...) for every frontend test.
require('@testing-library/jest-dom');
// jsdom lays nothing out and has no scrollIntoView; screens that bring a field into view call it.
if (globalThis.Element && !globalThis.Element.prototype.scrollIntoView)
  globalThis.Element.prototype.scrollIntoView = function scrollIntoView() {};
// findBy*/waitFor give up after 1 s by default: a lazily loaded screen on the shared 2-core machine,
// beside ESLint or another worker, can take longer. They still return as soon as the element is there.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
