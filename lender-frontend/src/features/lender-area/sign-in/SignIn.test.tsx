import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LENDER_MESSAGES } from '@dw/contracts';
import App from '../../../App';
import { deferred, mockFetch, setReducedMotion, type FakeReply } from '../../../test/fakes';
import { aMe, page, SUMMARY } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';
import { LINK_SENT_TEXT } from './SignInForm';

const SENT: FakeReply = { status: 201, body: { message: 'If an account uses this address, a link is on its way.' } };

/** What the area's overview asks for once signed in. */
const AREA_ROUTES = {
  'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
  'GET /api/lender/listings?status=live&pageSize=1': () => page([]),
  'GET /api/lender/earnings/summary': () => ({ status: 200, body: SUMMARY }),
  'GET /api/lender/bookings?when=upcoming&page=1': () => page([]),
};

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
  localStorage.clear();
});

describe('/lender/sign-in', () => {
  it('sends the address and answers the same way whether or not an account has it', async () => {
    const calls = mockFetch({ 'POST /api/lender/sign-in-link': () => SENT });
    const user = userEvent.setup();
    renderAt('/lender/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), '  amelia@example.co.uk ');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    const sent = await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(sent).toHaveFocus();
    expect(screen.getByText(LINK_SENT_TEXT)).toHaveTextContent('valid for 15 minutes');
    expect(screen.getByText('amelia@example.co.uk')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/lender/sign-in-link', body: { email: 'amelia@example.co.uk' } });

    await user.click(screen.getByRole('button', { name: 'ask for another link' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('amelia@example.co.uk');
  });

  it('checks the address before sending anything', async () => {
    const calls = mockFetch({});
    const user = userEvent.setup();
    renderAt('/lender/sign-in');
    await user.type(screen.getByLabelText('Email address'), 'amelia@');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(expect.stringContaining(LENDER_MESSAGES.email));
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('says plainly when too many links were asked for', async () => {
    mockFetch({
      'POST /api/lender/sign-in-link': () => ({
        status: 429,
        body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please wait a minute and try again.' },
      }),
    });
    const user = userEvent.setup();
    renderAt('/lender/sign-in');
    await user.type(screen.getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute and try again.');
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('remembers the page she came from, so the link brings her back to it', async () => {
    mockFetch({ 'POST /api/lender/sign-in-link': () => SENT });
    const user = userEvent.setup();
    renderAt('/lender/sign-in?next=%2Flender%2Fbookings');
    await user.type(screen.getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(localStorage.getItem('dw.lenderNext')).toBe('/lender/bookings');
  });
});

describe('/lender/sign-in/confirm', () => {
  it('spends the token once, even when strict mode runs the effect twice, and opens the overview', async () => {
    const reply = deferred<FakeReply>();
    const calls = mockFetch({ ...AREA_ROUTES, 'POST /api/lender/session': () => reply.promise });
    window.history.replaceState(null, '', '/lender/sign-in/confirm?token=tok-once');
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeInTheDocument();
    reply.resolve({ status: 201, body: aMe() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/lender');
    expect(window.location.search).toBe('');
    const spent = calls.filter((c) => c.url === '/api/lender/session');
    expect(spent).toHaveLength(1);
    expect(spent[0]).toMatchObject({ method: 'POST', body: { token: 'tok-once' } });
  });

  it('goes to the page remembered when the link was asked for', async () => {
    localStorage.setItem('dw.lenderNext', '/lender/earnings');
    mockFetch({ ...AREA_ROUTES, 'POST /api/lender/session': () => ({ status: 201, body: aMe() }) });
    renderAt('/lender/sign-in/confirm?token=tok-next');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/lender/earnings');
    expect(localStorage.getItem('dw.lenderNext')).toBeNull();
  });

  it('never follows a next path out of the lender area', async () => {
    mockFetch({ ...AREA_ROUTES, 'POST /api/lender/session': () => ({ status: 201, body: aMe() }) });
    renderAt('/lender/sign-in/confirm?token=tok-evil&next=%2F%2Fevil.example%2Flender');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/lender');
  });

  it.each([
    ['SIGN_IN_LINK_EXPIRED', 410, 'This sign-in link has expired', /15 minutes/],
    ['SIGN_IN_LINK_USED', 409, 'This sign-in link has already been used', /signs you in once/],
    ['SIGN_IN_LINK_INVALID', 400, 'This sign-in link is not valid', /cut short/],
  ])('for %s says which, and offers a new link', async (code, status, title, text) => {
    mockFetch({
      'POST /api/lender/session': () => ({ status, body: { statusCode: status, code, message: 'Refused.' } }),
      'POST /api/lender/sign-in-link': () => SENT,
    });
    const user = userEvent.setup();
    renderAt(`/lender/sign-in/confirm?token=tok-${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/lender/sign-in/confirm');

    await user.type(screen.getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  });

  it('treats a link without a token as not valid and sends nothing', async () => {
    const calls = mockFetch({});
    renderAt('/lender/sign-in/confirm');
    expect(screen.getByRole('heading', { level: 1, name: 'This sign-in link is not valid' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});

describe('the area without a session', () => {
  it('sends a signed-out visitor to sign in, and back to the page she wanted afterwards', async () => {
    mockFetch({
      'GET /api/lender/me': () => ({
        status: 401,
        body: { statusCode: 401, code: 'LENDER_SIGN_IN_REQUIRED', message: 'Please sign in to your lender account.' },
      }),
    });
    renderAt('/lender/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/lender/sign-in');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/lender/payouts');
  });
});
