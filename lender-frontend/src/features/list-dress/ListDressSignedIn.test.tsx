import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXHR, mockFetch, setReducedMotion } from '../../test/fakes';
import { SIGNED_OUT, SUMMARY, aMe, page } from '../../test/lenderArea';
import { addPhoto, uploadRoutes } from '../../test/photos';
import { renderAt } from '../../test/render';

const field = (name: string | RegExp) => screen.getByLabelText(name);

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
  FakeXHR.install();
  sessionStorage.clear();
});

describe('/list-dress for a signed-in lender', () => {
  it('skips step 1, names her account, and lists with her session instead of a token', async () => {
    const calls = mockFetch({
      ...uploadRoutes(),
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'POST /api/dress-listings': () => ({ status: 201, body: { id: 'lst-9', status: 'pending' } }),
    });
    const user = userEvent.setup();
    renderAt('/list-dress');

    expect(await screen.findByRole('heading', { name: 'List your dress' })).toBeInTheDocument();
    expect(screen.getByText('Create Account').closest('li')).toHaveTextContent('(completed)');
    expect(screen.getByText(/Listing as/)).toHaveTextContent('Listing as Amelia Hart (amelia@example.co.uk).');
    expect(screen.queryByRole('button', { name: 'Create a different lender account' })).not.toBeInTheDocument();

    await user.type(field('Dress name'), 'Silk Column Gown');
    await user.type(field('Designer / brand'), 'Jenny Packham');
    await user.type(field(/^Description/), 'Floor-length silk column gown with a hand-beaded neckline.');
    await user.selectOptions(field('Category'), 'Evening Gown');
    await user.selectOptions(field('Condition'), 'Excellent (worn once)');
    await user.selectOptions(field('Best for'), 'Gala/Awards');
    await user.click(screen.getByRole('checkbox', { name: 'UK 10' }));
    await user.type(field(/Original retail price/), '1250');
    await user.type(field(/2-day rental price/), '95');
    await user.type(field(/4-day rental price/), '150');
    await user.type(field(/^Care instructions/), 'Dry clean only. Store hanging.');
    await addPhoto(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));

    expect(await screen.findByRole('heading', { name: 'Listing Submitted Successfully!' })).toBeInTheDocument();
    const ticket = calls.find((c) => c.url === '/api/objects/upload')!;
    const submit = calls.find((c) => c.url === '/api/dress-listings')!;
    expect(ticket.headers).not.toHaveProperty('X-Lender-Token');
    expect(submit.headers).not.toHaveProperty('X-Lender-Token');
    expect(submit.body).toMatchObject({ lenderAccountId: 'acc-1', name: 'Silk Column Gown' });
  });

  it('keeps step 1 for a visitor who is not signed in', async () => {
    const calls = mockFetch({
      'GET /api/lender/me': () => ({ status: 401, body: { statusCode: 401, code: 'LENDER_SIGN_IN_REQUIRED', message: 'Please sign in.' } }),
    });
    renderAt('/list-dress');
    expect(screen.getByRole('heading', { name: 'Create your lender account' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {}); // the answer is handled
    expect(screen.getByRole('heading', { name: 'Create your lender account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'List your dress' })).not.toBeInTheDocument();
  });

  it('signs in a visitor who creates her account: the lender area then opens without asking', async () => {
    let signedIn = false;
    mockFetch({
      // Before the account exists the visitor is signed out; creating it sets the session cookie.
      'GET /api/lender/me': () => (signedIn ? { status: 200, body: aMe() } : SIGNED_OUT),
      'POST /api/lender-accounts': () => {
        signedIn = true;
        return { status: 201, body: { id: 'acc-1', status: 'pending', token: 'tok-1' } };
      },
      'GET /api/lender/listings?status=live&pageSize=1': () => page([]),
      'GET /api/lender/earnings/summary': () => ({ status: 200, body: SUMMARY }),
      'GET /api/lender/bookings?when=upcoming&page=1': () => page([]),
    });
    const user = userEvent.setup();
    renderAt('/list-dress');
    await user.type(field('Full name'), 'Amelia Hart');
    await user.type(field('Email address'), 'amelia@example.co.uk');
    await user.type(field('Phone number'), '07123 456789');
    await user.type(field(/Full address/), '12 Chelsea Manor Street, London SW3 5RP');
    await user.type(field('Account holder name'), 'A Hart');
    await user.type(field('Sort code'), '089999');
    await user.type(field('Account number'), '66374958');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the lender terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create Lender Account' }));
    expect(await screen.findByRole('heading', { name: 'List your dress' })).toBeInTheDocument();

    // The visitor's 401 is not remembered: the area shows her overview, not the sign-in page.
    act(() => window.history.pushState(null, '', '/lender'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Sign in' })).not.toBeInTheDocument();
  });
});
