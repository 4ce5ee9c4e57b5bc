import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXHR, mockFetch, setReducedMotion } from '../../test/fakes';
import { aMe } from '../../test/lenderArea';
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
});
