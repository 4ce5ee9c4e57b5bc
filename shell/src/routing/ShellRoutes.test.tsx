import { render, screen } from '@testing-library/react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RemoteName } from '@dw/contracts';
import { ShellRoutes } from './ShellRoutes';
import { resolveScreen } from './resolve-screen';

// Stand-in remotes: each says who it is and which path it was given.
jest.mock('../remotes/remote-loader', () => ({
  loadRemoteApp: (name: RemoteName) =>
    Promise.resolve(function FakeRemote() {
      const [path] = useLocation();
      return <p>{`${name} remote at ${path}`}</p>;
    }),
}));

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <ShellRoutes />
    </Router>,
  );
}

describe('resolveScreen', () => {
  it.each([
    ['/', 'shop'],
    ['/all-dresses', 'shop'],
    ['/catalog', 'shop'],
    ['/product/silk-slip-gown', 'shop'],
    ['/cart', 'shop'],
    ['/blog/what-to-wear-to-ascot', 'shop'],
    ['/terms', 'shop'],
    ['/monetise-your-wardrobe', 'lender'],
    ['/monetise', 'lender'],
    ['/list-dress', 'lender'],
    ['/lender', 'lender'],
    ['/lender/sign-in', 'lender'],
    ['/lender/sign-in/confirm', 'lender'],
    ['/lender/listings', 'lender'],
    ['/lender/listings/0b6c3d1e-4a5f-4a8e-9c1d-2f3e4a5b6c7d', 'lender'],
    ['/lender/bookings', 'lender'],
    ['/lender/earnings', 'lender'],
    ['/lender/payouts', 'lender'],
    ['/lender/account', 'lender'],
    ['/admin', 'admin'],
    ['/how-it-works/', 'shop'],
  ])('sends %s to the %s remote', (path, remote) => {
    expect(resolveScreen(path)).toEqual({ kind: 'remote', remote });
  });

  it.each(['/nope', '/product', '/product/a/b', '/admin/orders', '/catalogue', '/lender/nope', '/lender/listings/a/b'])(
    'sends %s to the 404 screen',
    (path) => {
      expect(resolveScreen(path)).toEqual({ kind: 'not-found' });
    },
  );
});

describe('ShellRoutes', () => {
  it('shows the 404 screen with a way home for an unknown path, and titles the page', async () => {
    renderAt('/definitely-not-a-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found | Designer Wardrobe');
  });

  it('mounts the owning remote and hands it the full path', async () => {
    renderAt('/catalog');
    expect(await screen.findByText('shop remote at /catalog')).toBeInTheDocument();
  });

  it('mounts the lender remote for the lender area, query string and all', async () => {
    renderAt('/lender/sign-in/confirm?token=abc');
    expect(await screen.findByText('lender remote at /lender/sign-in/confirm')).toBeInTheDocument();
  });

  it('mounts the lender remote for /monetise', async () => {
    renderAt('/monetise');
    expect(await screen.findByText('lender remote at /monetise')).toBeInTheDocument();
  });
});
