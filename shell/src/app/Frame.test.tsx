import { act, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Frame } from './App';

function renderFrameAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <Frame main={<p>the page</p>} />
    </Router>,
  );
}

/** Past the moment the footer comes at the latest (3 s after the page, whatever its content does). */
function passFooterDeadline() {
  act(() => jest.advanceTimersByTime(4000));
}

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

describe('the frame around a page', () => {
  it.each(['/', '/list-dress', '/lender/sign-in'])('wears the shop header, promo banner and footer at %s', async (path) => {
    renderFrameAt(path);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Offer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    passFooterDeadline();
    // The footer is its own chunk, loaded once the page is shown.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('leaves the back office to its own header: no banner, shop search, cart or newsletter', () => {
    renderFrameAt('/admin');
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
    passFooterDeadline();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });
});
