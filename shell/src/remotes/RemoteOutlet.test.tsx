import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetLazyRemote } from './lazy-remotes';
import { loadRemoteApp } from './remote-loader';
import { RemoteOutlet } from './RemoteOutlet';

jest.mock('./remote-loader', () => ({ loadRemoteApp: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

beforeEach(() => {
  load.mockReset();
  (['shop', 'lender', 'admin'] as const).forEach(forgetLazyRemote);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('a remote that fails to load', () => {
  it('shows a friendly message with Retry, and Retry loads it', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'));
    load.mockResolvedValueOnce(() => <h1>List your dress</h1>);

    render(<RemoteOutlet remote="lender" />);

    expect(await screen.findByRole('heading', { name: 'We couldn’t load this page' })).toBeInTheDocument();
    expect(screen.queryByText(/ScriptNetworkError/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'List your dress' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('lender');
  });

  it('keeps offering Retry while the remote stays down', async () => {
    const user = userEvent.setup();
    load.mockRejectedValue(new Error('down'));

    render(<RemoteOutlet remote="admin" />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that crashes while rendering', async () => {
    load.mockResolvedValue(() => {
      throw new Error('boom');
    });
    render(<RemoteOutlet remote="shop" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText(/the boutique/)).toBeInTheDocument();
  });

  it('shows the loading skeleton until the remote arrives', async () => {
    let arrive: (c: () => ReactElement) => void = () => {};
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<RemoteOutlet remote="shop" />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    arrive(() => <p>Dresses</p>);
    expect(await screen.findByText('Dresses')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
