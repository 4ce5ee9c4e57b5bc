import { render } from '@testing-library/react';
import App from '../App';

/** Renders the whole lender app at `path`, as the shell does. */
export function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}
