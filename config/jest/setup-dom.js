// jest-dom matchers (toBeInTheDocument, toHaveValue, ...) for every frontend test.
require('@testing-library/jest-dom');
// jsdom lays nothing out and has no scrollIntoView; screens that bring a field into view call it.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
