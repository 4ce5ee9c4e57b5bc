import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING_MESSAGES, NOTICES } from '@dw/contracts';
import { captureToasts, deferred, FakeXHR, mockFetch, setReducedMotion, type FakeReply } from '../../test/fakes';
import { addPhoto, uploadRoutes } from '../../test/photos';
import { renderAt } from '../../test/render';

const SESSION = { id: 'acc-1', token: 'secret-token' };
const field = (name: string | RegExp) => screen.getByLabelText(name);
type User = ReturnType<typeof userEvent.setup>;

async function fillValidListing(user: User) {
  await user.type(field('Dress name'), 'Silk Column Gown');
  await fillRestOfListing(user);
  await addPhoto(user);
}

/** Every field but the name and the photos. */
async function fillRestOfListing(user: User) {
  await user.type(field('Designer / brand'), 'Jenny Packham');
  await user.type(field(/^Description/), 'Floor-length silk column gown with a hand-beaded neckline.');
  await user.selectOptions(field('Category'), 'Evening Gown');
  await user.selectOptions(field('Condition'), 'Excellent (worn once)');
  await user.selectOptions(field('Best for'), 'Gala/Awards');
  await user.click(screen.getByRole('checkbox', { name: 'UK 12' }));
  await user.click(screen.getByRole('checkbox', { name: 'UK 10' }));
  await user.type(field(/Original retail price/), '1,250');
  await user.type(field(/2-day rental price/), '95');
  await user.type(field(/4-day rental price/), '150.50');
  await user.type(field(/^Care instructions/), 'Dry clean only. Store hanging.');
}

let toasts: ReturnType<typeof captureToasts>;

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
  FakeXHR.install();
  sessionStorage.clear();
  sessionStorage.setItem('dw.lenderSession', JSON.stringify(SESSION));
  toasts = captureToasts();
});

afterEach(() => toasts.stop());

describe('step 2: list a dress', () => {
  it('opens at step 2 when this tab already created an account, with the approval and photography notes', () => {
    mockFetch({});
    renderAt('/list-dress');
    expect(screen.getByRole('heading', { name: 'List your dress' })).toBeInTheDocument();
    expect(screen.getByText('Create Account').closest('li')).toHaveTextContent('(completed)');
    expect(screen.getByText('Approval time: 24-48 hours')).toBeInTheDocument();
    expect(screen.getByText(/your dress goes live with the photos you upload here/)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.photosWarning)).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual(['6', '8', '10', '12', '14', '16', '18', '20']);
    expect(within(field('Category')).getAllByRole('option')).toHaveLength(9);
    expect(within(field('Best for')).getAllByRole('option')).toHaveLength(9);
    expect(within(field('Condition')).getAllByRole('option')).toHaveLength(5);
  });

  it('shows every field message on submit and sends nothing', async () => {
    const calls = mockFetch({});
    const user = userEvent.setup();
    renderAt('/list-dress');
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));

    const expected: [string | RegExp, string][] = [
      ['Dress name', LISTING_MESSAGES.name],
      ['Designer / brand', LISTING_MESSAGES.brand],
      [/^Description/, LISTING_MESSAGES.description],
      ['Category', LISTING_MESSAGES.category],
      ['Condition', LISTING_MESSAGES.condition],
      ['Best for', LISTING_MESSAGES.occasion],
      [/Original retail price/, LISTING_MESSAGES.originalPrice],
      [/2-day rental price/, LISTING_MESSAGES.rentalPrice2Day],
      [/4-day rental price/, LISTING_MESSAGES.rentalPrice4Day],
      [/^Care instructions/, LISTING_MESSAGES.careInstructions],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByRole('group', { name: 'Sizes available (UK)' })).toHaveAccessibleDescription(LISTING_MESSAGES.sizes);
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveAccessibleDescription(LISTING_MESSAGES.photos);
    expect(field('Dress name')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it.each([
    [/Original retail price/, '149', LISTING_MESSAGES.originalPrice],
    [/2-day rental price/, '19.99', LISTING_MESSAGES.rentalPrice2Day],
    [/4-day rental price/, '29', LISTING_MESSAGES.rentalPrice4Day],
    [/4-day rental price/, 'thirty', LISTING_MESSAGES.rentalPrice4Day],
    ['Dress name', 'Go', LISTING_MESSAGES.name],
    [/^Description/, 'Too short', LISTING_MESSAGES.description],
    [/^Care instructions/, 'Dry clean', LISTING_MESSAGES.careInstructions],
  ])('on blur, %s = %j shows its message', async (label, value, message) => {
    mockFetch({});
    const user = userEvent.setup();
    renderAt('/list-dress');
    await user.type(field(label), value);
    await user.tab();
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('submits with the lender token, the account id, prices as numbers and the photo paths', async () => {
    const reply = deferred<FakeReply>();
    const calls = mockFetch({ ...uploadRoutes(), 'POST /api/dress-listings': () => reply.promise });
    const user = userEvent.setup();
    renderAt('/list-dress');
    await fillValidListing(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));

    expect(screen.getByRole('button', { name: 'Submitting for Approval...' })).toBeDisabled();
    const submit = calls.find((c) => c.url === '/api/dress-listings')!;
    expect(submit.headers['X-Lender-Token']).toBe('secret-token');
    expect(submit.body).toEqual({
      lenderAccountId: 'acc-1',
      name: 'Silk Column Gown',
      brand: 'Jenny Packham',
      description: 'Floor-length silk column gown with a hand-beaded neckline.',
      category: 'evening-gown',
      condition: 'excellent',
      occasion: 'gala-awards',
      sizes: ['10', '12'],
      originalPrice: 1250,
      rentalPrice2Day: 95,
      rentalPrice4Day: 150.5,
      careInstructions: 'Dry clean only. Store hanging.',
      imageUrls: ['/objects/uploads/p1'],
    });

    reply.resolve({ status: 201, body: { id: 'lst-1', status: 'pending' } });
    expect(await screen.findByRole('heading', { name: 'Listing Submitted Successfully!' })).toBeInTheDocument();
    expect(toasts.toasts.at(-1)).toEqual({ ...NOTICES.listingSubmitted, variant: 'success' });
  });

  it('on a refused listing shows the server message in a destructive toast and keeps every value', async () => {
    mockFetch({
      ...uploadRoutes(),
      'POST /api/dress-listings': () => ({
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'This lender token does not match the account.' },
      }),
    });
    const user = userEvent.setup();
    renderAt('/list-dress');
    await fillValidListing(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));

    await waitFor(() =>
      expect(toasts.toasts.at(-1)).toEqual({
        title: 'Listing Submission Failed',
        description: 'This lender token does not match the account.',
        variant: 'destructive',
      }),
    );
    expect(field('Dress name')).toHaveValue('Silk Column Gown');
    expect(field('Designer / brand')).toHaveValue('Jenny Packham');
    expect(field('Category')).toHaveValue('evening-gown');
    expect(field('Condition')).toHaveValue('excellent');
    expect(field('Best for')).toHaveValue('gala-awards');
    expect(screen.getByRole('checkbox', { name: 'UK 10' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'UK 12' })).toBeChecked();
    expect(field(/Original retail price/)).toHaveValue('1,250');
    expect(field(/4-day rental price/)).toHaveValue('150.50');
    expect(field(/^Care instructions/)).toHaveValue('Dry clean only. Store hanging.');
    expect(screen.getByRole('img', { name: 'Dress photo 1' })).toHaveAttribute('src', '/objects/uploads/p1');
    expect(screen.getByRole('button', { name: 'Submit for Approval' })).toBeEnabled();
  });

  it("says to upload the photos again when the API finds one that is not the lender's own upload", async () => {
    mockFetch({
      ...uploadRoutes(),
      'POST /api/dress-listings': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'IMAGE_NOT_OWN_UPLOAD',
          message: 'imageUrls: every photo must be one you uploaded here with your own lender account - please upload it again.',
        },
      }),
    });
    const user = userEvent.setup();
    renderAt('/list-dress');
    await fillValidListing(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));

    await waitFor(() =>
      expect(toasts.toasts.at(-1)).toEqual({
        title: 'Listing Submission Failed',
        description: LISTING_MESSAGES.photosNotYours,
        variant: 'destructive',
      }),
    );
    expect(field('Dress name')).toHaveValue('Silk Column Gown');
  });

  it('keeps what was typed and the uploaded photos through a reload, and forgets them once submitted', async () => {
    mockFetch({ ...uploadRoutes(), 'POST /api/dress-listings': () => ({ status: 201, body: { id: 'lst-1', status: 'pending' } }) });
    const user = userEvent.setup();
    const first = renderAt('/list-dress');
    await user.type(field('Dress name'), 'Silk Column Gown');
    await addPhoto(user);
    first.unmount();

    const again = renderAt('/list-dress');
    expect(field('Dress name')).toHaveValue('Silk Column Gown');
    expect(screen.getByRole('img', { name: 'Dress photo 1' })).toHaveAttribute('src', '/objects/uploads/p1');
    again.unmount();

    renderAt('/list-dress');
    await fillRestOfListing(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    expect(await screen.findByRole('heading', { name: 'Listing Submitted Successfully!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List Another Dress' }));
    expect(field('Dress name')).toHaveValue('');
    expect(screen.getByText('0 of 5 photos')).toBeInTheDocument();
  });

  it('shows the success screen with next steps; List Another Dress returns to an empty step 2 for the same account', async () => {
    const calls = mockFetch({
      ...uploadRoutes(),
      'POST /api/dress-listings': () => ({ status: 201, body: { id: 'lst-1', status: 'pending' } }),
    });
    const user = userEvent.setup();
    renderAt('/list-dress');
    await fillValidListing(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));

    const success = await screen.findByRole('region', { name: 'Listing Submitted Successfully!' });
    expect(success).toHaveTextContent(/under quality review/);
    expect(success).toHaveTextContent(/within 24-48 hours/);
    const steps = within(success)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')!.textContent);
    expect(steps).toEqual(['Quality review', 'Email with your approval status', 'Your dress goes live', 'Start earning']);
    expect(within(success).getByRole('link', { name: 'Follow it in your lender area' })).toHaveAttribute('href', '/lender/listings');
    expect(within(success).getByRole('link', { name: 'lender area' })).toHaveAttribute('href', '/lender');
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('List Dress (completed)');

    await user.click(screen.getByRole('button', { name: 'List Another Dress' }));
    expect(screen.getByRole('heading', { name: 'List your dress' })).toBeInTheDocument();
    expect(field('Dress name')).toHaveValue('');
    expect(screen.queryByRole('img', { name: /Dress photo/ })).not.toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.photosWarning)).toBeInTheDocument();

    // The second listing goes to the same lender account with the same token.
    await fillValidListing(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    await screen.findByRole('heading', { name: 'Listing Submitted Successfully!' });
    const submits = calls.filter((c) => c.url === '/api/dress-listings');
    expect(submits).toHaveLength(2);
    expect(submits[1].headers['X-Lender-Token']).toBe('secret-token');
    expect((submits[1].body as { lenderAccountId: string }).lenderAccountId).toBe('acc-1');
    expect((submits[1].body as { imageUrls: string[] }).imageUrls).toEqual(['/objects/uploads/p2']);
  });

  it('lets the lender start again with a different account', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderAt('/list-dress');
    await user.click(screen.getByRole('button', { name: 'Create a different lender account' }));
    expect(screen.getByRole('heading', { name: 'Create your lender account' })).toBeInTheDocument();
    expect(sessionStorage.getItem('dw.lenderSession')).toBeNull();
  });
});
