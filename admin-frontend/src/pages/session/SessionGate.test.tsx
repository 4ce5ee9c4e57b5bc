import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { apiError, deferred, fakeApi, type FakeResponse } from '../../test/fakeApi';
import { order } from '../../test/fixtures';
import { findToast, TestStyles, toastText } from '../../test/render';

const LISTS = {
  'GET /api/admin/products': { body: [] },
  'GET /api/orders': { body: [] },
  'GET /api/lender-accounts': { body: [] },
  'GET /api/dress-listings': { body: [] },
};
const signedOut = { 'GET /api/admin/check': { body: { isAuthenticated: false } } };
const signedIn = { 'GET /api/admin/check': { body: { isAuthenticated: true } } };

function renderApp() {
  const user = userEvent.setup();
  render(<App />, { wrapper: TestStyles });
  return user;
}

const passwordField = () => screen.getByLabelText('Admin password');
const dashboardTabs = () => screen.queryByRole('tab', { name: 'Orders' });

describe('session check on load', () => {
  it('shows only a neutral spinner until the check answers, never the dashboard or the login form', async () => {
    const check = deferred<FakeResponse>();
    fakeApi({ ...LISTS, 'GET /api/admin/check': () => check.promise });
    renderApp();

    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(dashboardTabs()).not.toBeInTheDocument();
    expect(screen.queryByText('Back Office')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Admin password')).not.toBeInTheDocument();

    check.resolve({ body: { isAuthenticated: true } });
    expect(await screen.findByRole('tab', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).not.toBeInTheDocument();
  });

  it('treats a failed check as signed out', async () => {
    const api = fakeApi({ ...LISTS, 'GET /api/admin/check': { status: 500, body: { message: 'boom' } } });
    renderApp();
    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(dashboardTabs()).not.toBeInTheDocument();
    // No admin list was even asked for.
    expect(api.calls.map((c) => c.url)).toEqual(['/api/admin/check']);
  });
});

describe('login form', () => {
  it('a blank password is refused without calling the API', async () => {
    const api = fakeApi({ ...LISTS, ...signedOut });
    const user = renderApp();
    await user.type(await screen.findByLabelText('Admin password'), '   ');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const toast = await findToast('Password Required');
    expect(toastText(toast)).toBe('Please enter the admin password.');
    expect(api.writes()).toEqual([]);
  });

  it('a wrong password says so and clears the field', async () => {
    const api = fakeApi({ ...LISTS, ...signedOut, 'POST /api/admin/login': apiError(401, 'Invalid password', 'INVALID_PASSWORD') });
    const user = renderApp();
    await user.type(await screen.findByLabelText('Admin password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const toast = await findToast('Login Failed');
    expect(toastText(toast)).toBe('Invalid password. Please try again.');
    expect(passwordField()).toHaveValue('');
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/admin/login', body: { password: 'guess' } }]);
    expect(dashboardTabs()).not.toBeInTheDocument();
  });

  it('the right password opens the dashboard with all four tabs', async () => {
    fakeApi({ ...LISTS, ...signedOut, 'POST /api/admin/login': { body: { ok: true } } });
    const user = renderApp();
    await user.type(await screen.findByLabelText('Admin password'), 'correct horse');
    await user.keyboard('{Enter}');

    await findToast('Login Successful');
    for (const name of ['Products', 'Orders', 'Lender Accounts', 'Dress Listings', 'Emails']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
  });
});

describe('leaving the dashboard', () => {
  it('any 401 from an admin call returns to the login screen', async () => {
    const pending = order({ status: 'pending' });
    fakeApi({
      ...LISTS,
      ...signedIn,
      'GET /api/orders': { body: [pending] },
      // The session ended on the server: the next write is refused.
      [`PUT /api/orders/${pending.id}/status`]: apiError(401, 'Admin session required', 'UNAUTHORIZED'),
    });
    const user = renderApp();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    await user.click(await screen.findByRole('button', { name: 'Mark dispatched' }));
    // The move asks first (it e-mails the renter).
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark dispatched' }));

    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(dashboardTabs()).not.toBeInTheDocument();
  });

  it('Log Out ends the session and shows the login screen again', async () => {
    const api = fakeApi({ ...LISTS, ...signedIn, 'POST /api/admin/logout': { body: { ok: true } } });
    const user = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    await findToast('Logged Out');
    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(dashboardTabs()).not.toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/admin/logout', body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument());
  });
});
