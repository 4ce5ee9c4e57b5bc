import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LENDER_MESSAGES, LENDER_SIGN_IN_MESSAGES, NOTICES } from '@dw/contracts';
import { captureToasts, deferred, mockFetch, setReducedMotion, type FakeReply } from '../../test/fakes';
import { renderAt } from '../../test/render';

const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillValidAccount(user: ReturnType<typeof userEvent.setup>, bank = { sortCode: '089999', accountNumber: '66374958' }) {
  await user.type(field('Full name'), 'Amelia Hart');
  await user.type(field('Email address'), 'amelia@example.co.uk');
  await user.type(field('Phone number'), '07123 456789');
  await user.type(field(/Full address/), '12 Chelsea Manor Street, London SW3 5RP');
  await user.type(field('Account holder name'), 'A Hart');
  await user.type(field('Sort code'), bank.sortCode);
  await user.type(field('Account number'), bank.accountNumber);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the lender terms/ }));
}

let toasts: ReturnType<typeof captureToasts>;

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
  sessionStorage.clear();
  toasts = captureToasts();
});

afterEach(() => toasts.stop());

describe('step 1: create lender account', () => {
  it('shows the step indicator and the four terms', () => {
    mockFetch({});
    renderAt('/list-dress');
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(progress).toHaveTextContent('1Create Account');
    expect(progress).toHaveTextContent('2List Dress');
    expect(screen.getByText('Create Account').closest('li')).toHaveAttribute('aria-current', 'step');
    for (const term of [
      '10% commission on successful rentals',
      'Approval within 24-48 hours',
      'You are responsible for accurate descriptions of your items',
      'Monthly payouts on the 1st of each month',
    ]) {
      expect(screen.getByText(term)).toBeInTheDocument();
    }
    expect(field('Phone number')).toHaveAttribute('placeholder', '07123 456789');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('shows every field message on submit, sends nothing and focuses the first field', async () => {
    const calls = mockFetch({});
    const user = userEvent.setup();
    renderAt('/list-dress');
    await user.click(screen.getByRole('button', { name: 'Create Lender Account' }));

    const expected: [string | RegExp, string][] = [
      ['Full name', LENDER_MESSAGES.fullName],
      ['Email address', LENDER_MESSAGES.email],
      ['Phone number', LENDER_MESSAGES.phone],
      [/Full address/, LENDER_MESSAGES.address],
      ['Account holder name', LENDER_MESSAGES.bankAccountName],
      ['Sort code', LENDER_MESSAGES.sortCode],
      ['Account number', LENDER_MESSAGES.accountNumber],
      [/I agree to the lender terms/, LENDER_MESSAGES.agreedToTerms],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Full name')).toHaveFocus();
    // Only the page's question whether a lender is signed in already (she is not).
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/lender/me']);
  });

  it('shows a message when a field is left invalid, and clears it once fixed', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderAt('/list-dress');
    await user.type(field('Email address'), 'amelia@');
    expect(screen.queryByText(LENDER_MESSAGES.email)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(LENDER_MESSAGES.email)).toBeInTheDocument();
    // Only the field that was left shows a message.
    expect(screen.queryByText(LENDER_MESSAGES.fullName)).not.toBeInTheDocument();
    await user.type(field('Email address'), 'example.com');
    expect(screen.queryByText(LENDER_MESSAGES.email)).not.toBeInTheDocument();
  });

  it.each([
    ['Full name', 'A', LENDER_MESSAGES.fullName],
    ['Phone number', '0712 345', LENDER_MESSAGES.phone],
    [/Full address/, 'London', LENDER_MESSAGES.address],
    ['Account holder name', 'A', LENDER_MESSAGES.bankAccountName],
    ['Account holder name', '\uff21 Hart', LENDER_MESSAGES.bankAccountName],
    ['Sort code', '08999', LENDER_MESSAGES.sortCode],
    ['Account number', '6637495', LENDER_MESSAGES.accountNumber],
  ])('on blur, %s = %j shows its message', async (label, value, message) => {
    mockFetch({});
    const user = userEvent.setup();
    renderAt('/list-dress');
    await user.type(field(label), value);
    await user.tab();
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('formats the sort code as XX-XX-XX, accepts typed hyphens and caps it at 6 digits', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderAt('/list-dress');
    const sortCode = field('Sort code');
    await user.type(sortCode, '0899');
    expect(sortCode).toHaveValue('08-99');
    await user.type(sortCode, '-9');
    expect(sortCode).toHaveValue('08-99-9');
    await user.type(sortCode, '9123');
    expect(sortCode).toHaveValue('08-99-99');
    await user.clear(sortCode);
    await user.type(sortCode, 'ab08x99');
    expect(sortCode).toHaveValue('08-99');
    await user.clear(sortCode);
    await user.click(sortCode);
    await user.paste('08-99-99');
    expect(sortCode).toHaveValue('08-99-99');
  });

  it('keeps the account number to 8 digits', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderAt('/list-dress');
    const accountNumber = field('Account number');
    await user.type(accountNumber, '66-37 49a58123');
    expect(accountNumber).toHaveValue('66374958');
  });

  it('creates the account, sends the sort code without hyphens, keeps id and token and moves to step 2', async () => {
    const reply = deferred<FakeReply>();
    const calls = mockFetch({ 'POST /api/lender-accounts': () => reply.promise });
    const user = userEvent.setup();
    renderAt('/list-dress');
    await fillValidAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create Lender Account' }));

    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/lender/me', 'POST /api/lender-accounts']);
    expect(calls[1].headers['Content-Type']).toBe('application/json');
    expect(calls[1].body).toEqual({
      fullName: 'Amelia Hart',
      email: 'amelia@example.co.uk',
      phone: '07123 456789',
      address: '12 Chelsea Manor Street, London SW3 5RP',
      bankAccountName: 'A Hart',
      sortCode: '089999',
      accountNumber: '66374958',
    });

    reply.resolve({ status: 201, body: { id: 'acc-1', status: 'pending', token: 'secret-token' } });
    expect(await screen.findByRole('heading', { name: 'List your dress' })).toBeInTheDocument();
    expect(toasts.toasts).toEqual([{ ...NOTICES.accountCreated, variant: 'success' }]);
    expect(JSON.parse(sessionStorage.getItem('dw.lenderSession')!)).toEqual({ id: 'acc-1', token: 'secret-token' });
    expect(screen.getByText('List Dress').closest('li')).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'List your dress' })).toHaveFocus());
  });

  it('on a refused account shows the server message in a destructive toast and keeps every value', async () => {
    mockFetch({
      'POST /api/lender-accounts': () => ({
        status: 400,
        body: { statusCode: 400, code: 'BANK_DETAILS_INVALID', message: LENDER_MESSAGES.bankDetailsInvalid },
      }),
    });
    const user = userEvent.setup();
    renderAt('/list-dress');
    await fillValidAccount(user, { sortCode: '938063', accountNumber: '15764273' });
    await user.click(screen.getByRole('button', { name: 'Create Lender Account' }));

    await waitFor(() =>
      expect(toasts.toasts).toEqual([
        { title: 'Account Creation Failed', description: LENDER_MESSAGES.bankDetailsInvalid, variant: 'destructive' },
      ]),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(LENDER_MESSAGES.bankDetailsInvalid);
    expect(field('Full name')).toHaveValue('Amelia Hart');
    expect(field('Email address')).toHaveValue('amelia@example.co.uk');
    expect(field('Phone number')).toHaveValue('07123 456789');
    expect(field(/Full address/)).toHaveValue('12 Chelsea Manor Street, London SW3 5RP');
    expect(field('Account holder name')).toHaveValue('A Hart');
    expect(field('Sort code')).toHaveValue('93-80-63');
    expect(field('Account number')).toHaveValue('15764273');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Create Lender Account' })).toBeEnabled();
    expect(sessionStorage.getItem('dw.lenderSession')).toBeNull();
  });

  it('an address that already has an account: says a sign-in link was e-mailed, keeps no session, links to sign-in', async () => {
    mockFetch({
      'POST /api/lender-accounts': () => ({
        status: 409,
        body: { statusCode: 409, code: 'LENDER_EMAIL_TAKEN', message: LENDER_SIGN_IN_MESSAGES.emailTaken },
      }),
    });
    const user = userEvent.setup();
    renderAt('/list-dress');
    await fillValidAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create Lender Account' }));

    await waitFor(() => expect(toasts.toasts).toEqual([{ title: 'Check Your Inbox', description: LENDER_SIGN_IN_MESSAGES.emailTaken }]));
    expect(screen.getByRole('status')).toHaveTextContent(LENDER_SIGN_IN_MESSAGES.emailTaken);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for another sign-in link' })).toHaveAttribute('href', '/lender/sign-in');
    expect(sessionStorage.getItem('dw.lenderSession')).toBeNull();
  });

  it('falls back to its own text when the server gives no message', async () => {
    mockFetch({ 'POST /api/lender-accounts': () => ({ status: 502 }) });
    const user = userEvent.setup();
    renderAt('/list-dress');
    await fillValidAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create Lender Account' }));
    await waitFor(() =>
      expect(toasts.toasts).toEqual([
        { title: 'Account Creation Failed', description: 'Failed to create account', variant: 'destructive' },
      ]),
    );
  });
});
