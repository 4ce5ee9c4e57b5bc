// jest-dom matchers (toBeInTheDocument, toHaveValue, ...) for every frontend test.
require('@testing-library/jest-dom');
