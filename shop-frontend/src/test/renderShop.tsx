import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopApp } from '../App';
import { makeStore } from '../app/store';

/** Renders the whole shop at a URL, with a fresh store, as the shell would mount it. */
export function renderShop(url: string) {
  window.history.replaceState(null, '', url);
  const store = makeStore();
  const user = userEvent.setup();
  return { ...render(<ShopApp store={store} />), store, user };
}
