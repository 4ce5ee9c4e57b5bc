import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_RULES_MESSAGES, type LenderListing } from '@dw/contracts';
import { mockFetch, setReducedMotion, type FetchCall } from '../../../test/fakes';
import { aListing, aMe, page } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';
import { NOT_EDITABLE_TEXT } from '../../listing/ListingForm';
import { RESUBMITTED_TEXT } from './ListingsPage';

const REJECTED = aListing({
  id: 'lst-r',
  name: 'Velvet Midi',
  status: 'rejected',
  rejectionReason: 'The photos are too dark to judge the fabric.',
});
const PENDING = aListing({ id: 'lst-p', name: 'Sequin Mini', status: 'pending' });
const LIVE = aListing({ id: 'lst-l', name: 'Silk Column Gown', status: 'live', productId: 'prod-1', productSlug: 'silk-column-gown' });

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
});

describe('/lender/listings', () => {
  it('shows each dress with its photo, brand, status and reason, what she can do with it, and pages with Load more', async () => {
    const more = aListing({ id: 'lst-4', name: 'Lace Gown', status: 'approved' });
    mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/listings?page=1': () => page([REJECTED, PENDING, LIVE], 4),
      'GET /api/lender/listings?page=2': () => page([more], 4),
    });
    const user = userEvent.setup();
    const { container } = renderAt('/lender/listings');
    expect(await screen.findByText('4 dresses listed.')).toBeInTheDocument();

    const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;
    expect(card('Velvet Midi')).toHaveTextContent('Not approved');
    expect(card('Velvet Midi')).toHaveTextContent('Why: The photos are too dark to judge the fabric.');
    expect(within(card('Velvet Midi')).getByRole('link', { name: 'Edit Velvet Midi' })).toHaveAttribute('href', '/lender/listings/lst-r');
    expect(card('Sequin Mini')).toHaveTextContent('In review');
    expect(within(card('Sequin Mini')).getByRole('link', { name: 'Edit Sequin Mini' })).toHaveAttribute('href', '/lender/listings/lst-p');
    expect(card('Silk Column Gown')).toHaveTextContent('Live');
    expect(within(card('Silk Column Gown')).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(card('Silk Column Gown')).getByRole('link', { name: 'View in the shop: Silk Column Gown' })).toHaveAttribute(
      'href',
      '/product/silk-column-gown',
    );
    expect(card('Velvet Midi')).toHaveTextContent('Jenny Packham');
    expect(container.querySelector('img')).toHaveAttribute('src', '/objects/uploads/0b6c3d1e-4a5f-4a8e-9c1d-2f3e4a5b6c7d/320');
    expect(screen.getByRole('link', { name: 'List another dress' })).toHaveAttribute('href', '/list-dress');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lace Gown' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('editing a listing', () => {
  function editRoutes(put: (call: FetchCall) => { status: number; body: unknown }) {
    let listings: LenderListing[] = [REJECTED, PENDING, LIVE];
    return mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/listings?page=1': () => page(listings),
      'PUT /api/lender/listings/lst-r': (call) => {
        const reply = put(call);
        if (reply.status === 200) listings = listings.map((l) => (l.id === 'lst-r' ? (reply.body as LenderListing) : l));
        return reply;
      },
    });
  }

  it('opens the form filled in, sends the changes and comes back with the dress in review again', async () => {
    const calls = editRoutes((call) => ({
      status: 200,
      body: { ...REJECTED, ...(call.body as object), status: 'pending', rejectionReason: null },
    }));
    const user = userEvent.setup();
    renderAt('/lender/listings/lst-r');

    expect(await screen.findByRole('heading', { level: 2, name: 'Edit your dress' })).toBeInTheDocument();
    expect(screen.getByText('Why it was not approved: The photos are too dark to judge the fabric.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dress name')).toHaveValue('Velvet Midi');
    expect(screen.getByLabelText('Category')).toHaveValue('evening-gown');
    expect(screen.getByLabelText(/2-day rental price/)).toHaveValue('95');
    expect(screen.getByLabelText(/4-day rental price/)).toHaveValue('150.50');
    expect(screen.getByRole('checkbox', { name: 'UK 12' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Dress photo 1' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Dress name'));
    await user.type(screen.getByLabelText('Dress name'), 'Velvet Midi, re-shot');
    await user.click(screen.getByRole('button', { name: 'Send for review again' }));

    expect(await screen.findByText(RESUBMITTED_TEXT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/lender/listings');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      name: 'Velvet Midi, re-shot',
      brand: 'Jenny Packham',
      description: REJECTED.description,
      category: 'evening-gown',
      condition: 'excellent',
      occasion: 'gala-awards',
      sizes: ['10', '12'],
      originalPrice: 1250,
      rentalPrice2Day: 95,
      rentalPrice4Day: 150.5,
      careInstructions: REJECTED.careInstructions,
      imageUrls: REJECTED.imageUrls,
    });
    // The list was asked for again, and the dress is back in review.
    const card = (await screen.findByRole('heading', { level: 2, name: 'Velvet Midi, re-shot' })).closest('li')!;
    expect(card).toHaveTextContent('In review');
    expect(card).not.toHaveTextContent('Why:');
  });

  it('says plainly when the dress can no longer be edited', async () => {
    editRoutes(() => ({
      status: 409,
      body: { statusCode: 409, code: 'LISTING_NOT_EDITABLE', message: 'Only a pending or rejected listing can be edited.' },
    }));
    const user = userEvent.setup();
    renderAt('/lender/listings/lst-r');
    await user.click(await screen.findByRole('button', { name: 'Send for review again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_EDITABLE_TEXT);
    expect(window.location.pathname).toBe('/lender/listings/lst-r');
  });

  it('does not offer the form for a live dress', async () => {
    editRoutes(() => ({ status: 500, body: {} }));
    renderAt('/lender/listings/lst-l');
    expect(await screen.findByRole('heading', { level: 1, name: 'Silk Column Gown' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review again' })).not.toBeInTheDocument();
  });

  it('says so when the dress is not among hers', async () => {
    editRoutes(() => ({ status: 500, body: {} }));
    renderAt('/lender/listings/someone-elses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dress not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my listings' })).toHaveAttribute('href', '/lender/listings');
  });
});

describe('booking rules of a live dress', () => {
  function rulesRoutes(put: (call: FetchCall) => { status: number; body: unknown }) {
    let listings: LenderListing[] = [PENDING, LIVE];
    return mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/listings?page=1': () => page(listings),
      'PUT /api/lender/listings/lst-l/booking-rules': (call) => {
        const reply = put(call);
        if (reply.status === 200) listings = listings.map((l) => (l.id === 'lst-l' ? (reply.body as LenderListing) : l));
        return reply;
      },
    });
  }
  const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

  it('offers the rules on a live dress only, checks them beside each field and saves what she chose', async () => {
    const calls = rulesRoutes((call) => ({ status: 200, body: { ...LIVE, bookingRules: call.body } }));
    const user = userEvent.setup();
    renderAt('/lender/listings');
    await screen.findByText('2 dresses listed.');
    expect(within(card('Sequin Mini')).queryByRole('button', { name: /Booking rules/ })).not.toBeInTheDocument();
    expect(card('Silk Column Gown')).toHaveTextContent('Renters can book any free date from two days ahead.');

    await user.click(within(card('Silk Column Gown')).getByRole('button', { name: 'Booking rules for Silk Column Gown' }));
    const form = screen.getByRole('form', { name: 'Booking rules for Silk Column Gown' });
    await user.type(within(form).getByLabelText(/Notice \(days\)/), '1');
    await user.type(within(form).getByLabelText(/First start date/), '2027-03-10');
    await user.type(within(form).getByLabelText(/Last start date/), '2027-03-01');
    await user.click(within(form).getByRole('button', { name: 'Save booking rules' }));

    expect(within(form).getByLabelText(/Notice \(days\)/)).toHaveAccessibleDescription(
      expect.stringContaining(BOOKING_RULES_MESSAGES.minNoticeDays),
    );
    expect(within(form).getByLabelText(/Last start date/)).toHaveAccessibleDescription(
      expect.stringContaining(BOOKING_RULES_MESSAGES.order),
    );
    expect(within(form).getByLabelText(/Notice \(days\)/)).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Notice \(days\)/));
    await user.type(within(form).getByLabelText(/Notice \(days\)/), '7');
    await user.clear(within(form).getByLabelText(/Last start date/));
    await user.type(within(form).getByLabelText(/Last start date/), '2027-03-31');
    await user.click(within(form).getByRole('button', { name: 'Save booking rules' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Booking rules saved. Needs 7 days' notice, available Wed 10 Mar 2027 – Wed 31 Mar 2027.",
    );
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      minNoticeDays: 7,
      availableFrom: '2027-03-10',
      availableUntil: '2027-03-31',
    });
  });

  it("shows the server's refusal beside the field it is about", async () => {
    rulesRoutes(() => ({ status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: BOOKING_RULES_MESSAGES.order } }));
    const user = userEvent.setup();
    renderAt('/lender/listings');
    await screen.findByText('2 dresses listed.');
    await user.click(within(card('Silk Column Gown')).getByRole('button', { name: 'Booking rules for Silk Column Gown' }));
    const form = screen.getByRole('form', { name: 'Booking rules for Silk Column Gown' });
    await user.type(within(form).getByLabelText(/Last start date/), '2027-03-31');
    await user.click(within(form).getByRole('button', { name: 'Save booking rules' }));
    expect(await within(form).findByText(BOOKING_RULES_MESSAGES.order)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Last start date/)).toHaveAttribute('aria-invalid', 'true');
  });
});
