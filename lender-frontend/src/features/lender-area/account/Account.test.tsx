import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LENDER_MESSAGES } from '@dw/contracts';
import { captureToasts, mockFetch, setReducedMotion, type FakeReply } from '../../../test/fakes';
import { aMe } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';
import { FRESH_SIGN_IN_TEXT } from './AccountPage';

type User = ReturnType<typeof userEvent.setup>;

async function openBankForm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Change bank details' }));
  const form = screen.getByRole('form', { name: 'New bank details' });
  expect(within(form).getByRole('heading', { name: 'New bank details' })).toHaveFocus();
  return form;
}

async function fillBank(user: User, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Account holder name'), 'Amelia Hart');
  await user.type(within(form).getByLabelText('Sort code'), '201234');
  await user.type(within(form).getByLabelText('Account number'), '12345678');
  await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
  localStorage.clear();
});

describe('/lender/account', () => {
  it('shows her details with the bank details masked only', async () => {
    mockFetch({ 'GET /api/lender/me': () => ({ status: 200, body: aMe() }) });
    renderAt('/lender/account');
    const bank = await screen.findByRole('region', { name: 'Bank details for payouts' });
    expect(within(bank).getByText('••-••-99')).toBeInTheDocument();
    expect(within(bank).getByText('••••4958')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('amelia@example.co.uk');
    expect(details).toHaveTextContent('Lending since14 September 2026');
  });

  it('checks the new bank details before sending them', async () => {
    const calls = mockFetch({ 'GET /api/lender/me': () => ({ status: 200, body: aMe() }) });
    const user = userEvent.setup();
    renderAt('/lender/account');
    const form = await openBankForm(user);
    await user.type(within(form).getByLabelText('Sort code'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(within(form).getByLabelText('Account holder name')).toHaveFocus();
    expect(within(form).getByLabelText('Sort code')).toHaveAccessibleDescription(LENDER_MESSAGES.sortCode);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('refuses an account holder name a bank would not take (full-width letters), naming the field', async () => {
    const calls = mockFetch({ 'GET /api/lender/me': () => ({ status: 200, body: aMe() }) });
    const user = userEvent.setup();
    renderAt('/lender/account');
    const form = await openBankForm(user);
    await user.type(within(form).getByLabelText('Account holder name'), '\uff21melia Hart');
    await user.type(within(form).getByLabelText('Sort code'), '201234');
    await user.type(within(form).getByLabelText('Account number'), '12345678');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(within(form).getByLabelText('Account holder name')).toHaveAccessibleDescription(LENDER_MESSAGES.bankAccountName);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('changes them, and shows the newly masked ones', async () => {
    let me = aMe();
    const calls = mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: me }),
      'PUT /api/lender/me/bank-details': () => {
        me = aMe({ sortCode: '••-••-34', accountNumber: '••••5678', bankAccountName: 'Amelia Hart' });
        return { status: 200, body: me };
      },
    });
    const toasts = captureToasts();
    const user = userEvent.setup();
    renderAt('/lender/account');
    await fillBank(user, await openBankForm(user));

    expect(await screen.findByText('••••5678')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      bankAccountName: 'Amelia Hart',
      sortCode: '201234',
      accountNumber: '12345678',
    });
    expect(toasts.toasts[0]).toMatchObject({ title: 'Bank details changed', variant: 'success' });
    expect(screen.getByRole('button', { name: 'Change bank details' })).toBeInTheDocument();
    toasts.stop();
  });

  it('explains a fresh sign-in is needed for safety and sends her a link that brings her back here', async () => {
    const fresh: FakeReply = {
      status: 403,
      body: { statusCode: 403, code: 'FRESH_SIGN_IN_REQUIRED', message: 'Please sign in again from a new link.' },
    };
    const calls = mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'PUT /api/lender/me/bank-details': () => fresh,
      'POST /api/lender/sign-in-link': () => ({ status: 201, body: { message: 'Sent.' } }),
    });
    const user = userEvent.setup();
    renderAt('/lender/account');
    await fillBank(user, await openBankForm(user));

    const heading = await screen.findByRole('heading', { name: 'Please confirm it is you' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(FRESH_SIGN_IN_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email a sign-in link to amelia@example.co.uk' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/lender/sign-in-link')!.body).toEqual({ email: 'amelia@example.co.uk' });
    expect(localStorage.getItem('dw.lenderNext')).toBe('/lender/account');
  });
});
