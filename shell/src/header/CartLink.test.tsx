import { act, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { APP_EVENTS, CART_SESSION_STORAGE_KEY, emitAppEvent } from '@dw/contracts';
import { CartLink } from './CartLink';
import { fetchCartCount } from './cart-count';
import { jsonResponse } from '../test/json-response';

function renderCartLink() {
  return render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <CartLink />
    </Router>,
  );
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('cart badge', () => {
  it('shows the sum of quantities of the saved cart, not the number of lines', async () => {
    localStorage.setItem(CART_SESSION_STORAGE_KEY, 'session-abc-123');
    fetchMock.mockResolvedValue(jsonResponse([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }]));

    renderCartLink();

    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('6');
    expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toHaveAttribute('href', '/cart');
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/session-abc-123', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('is hidden when there is no cart session yet, without asking the server', async () => {
    renderCartLink();
    // The stored session is read in a task after the first render's.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is hidden when the saved cart is empty', async () => {
    localStorage.setItem(CART_SESSION_STORAGE_KEY, 'session-empty');
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderCartLink();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('follows dw:cart-changed events and hides again at 0', async () => {
    renderCartLink();
    act(() => emitAppEvent(APP_EVENTS.cartChanged, { count: 4 }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('4');

    act(() => emitAppEvent(APP_EVENTS.cartChanged, { count: 1 }));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    act(() => emitAppEvent(APP_EVENTS.cartChanged, { count: 0 }));
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('fetches the cart again when an event carries no count', async () => {
    renderCartLink();
    localStorage.setItem(CART_SESSION_STORAGE_KEY, 'session-new');
    fetchMock.mockResolvedValue(jsonResponse([{ quantity: 2 }]));

    act(() => emitAppEvent(APP_EVENTS.cartChanged, { count: null }));

    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('2');
  });

  it('lets a newer event win over a slow initial fetch', async () => {
    localStorage.setItem(CART_SESSION_STORAGE_KEY, 'session-slow');
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderCartLink();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());

    act(() => emitAppEvent(APP_EVENTS.cartChanged, { count: 5 }));
    await act(async () => answer(jsonResponse([{ quantity: 1 }])));

    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
  });
});

describe('fetchCartCount', () => {
  it("answers with the API's failure and its code, not a bare status", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests.' }, 429));
    await expect(fetchCartCount('session-abc-123')).resolves.toEqual({
      error: { status: 429, code: 'RATE_LIMITED', message: 'Too many requests.' },
    });
  });

  it('answers with the network failure when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchCartCount('session-abc-123')).resolves.toEqual({ error: expect.objectContaining({ status: 0, code: 'NETWORK' }) });
  });
});
