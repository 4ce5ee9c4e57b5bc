import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LENDER_AREA_MESSAGES, LISTING_MESSAGES, type LenderListing } from '@dw/contracts';
import { mockFetch, setReducedMotion, type FakeReply, type FetchCall } from '../../../test/fakes';
import { aListing, aMe, page } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';

const LIVE = aListing({ id: 'lst-l', name: 'Silk Column Gown', status: 'live', productId: 'prod-1', productSlug: 'silk-column-gown' });
const PENDING = aListing({ id: 'lst-p', name: 'Sequin Mini', status: 'pending' });

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
});

/** Her list, and the price change answered by `put` (a 200 also changes the list, as the API does). */
function priceRoutes(put: (call: FetchCall) => FakeReply) {
  let listings: LenderListing[] = [LIVE, PENDING];
  return mockFetch({
    'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
    'GET /api/lender/listings?page=1': () => page(listings),
    'PUT /api/lender/listings/lst-l/prices': (call) => {
      const reply = put(call);
      if (reply.status === 200) listings = listings.map((l) => (l.id === 'lst-l' ? (reply.body as LenderListing) : l));
      return reply;
    },
  });
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

async function openForm() {
  const user = userEvent.setup();
  renderAt('/lender/listings');
  await screen.findByRole('heading', { level: 2, name: 'Silk Column Gown' });
  await user.click(within(card('Silk Column Gown')).getByRole('button', { name: 'Change prices of Silk Column Gown' }));
  const form = screen.getByRole('form', { name: 'New prices for Silk Column Gown' });
  return {
    user,
    form,
    twoDay: within(form).getByLabelText(/2-day rental price/),
    fourDay: within(form).getByLabelText(/4-day rental price/),
  };
}

describe('changing the prices of a live dress', () => {
  it('offers it only on a live dress, prefilled, with her 90% of each price as she types, and shows the new prices once saved', async () => {
    const calls = priceRoutes(() => ({ status: 200, body: { ...LIVE, rentalPrice2Day: '120.00', rentalPrice4Day: '150.50' } }));
    const { user, form, twoDay, fourDay } = await openForm();
    expect(card('Silk Column Gown')).toHaveTextContent('£95 for 2 days · £150.50 for 4 days');
    expect(within(card('Sequin Mini')).queryByRole('button', { name: /Change prices/ })).not.toBeInTheDocument();

    expect(twoDay).toHaveValue('95');
    expect(fourDay).toHaveValue('150.50');
    expect(twoDay).toHaveAccessibleDescription('Minimum £20. You keep £85.50 (90%)');
    expect(fourDay).toHaveAccessibleDescription('Minimum £30. You keep £135.45 (90%)');

    await user.clear(twoDay);
    await user.type(twoDay, '120');
    expect(twoDay).toHaveAccessibleDescription('Minimum £20. You keep £108 (90%)');
    await user.click(within(form).getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'New prices saved: £120 for 2 days · £150.50 for 4 days. The shop shows them now, for new bookings.',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rentalPrice2Day: 120, rentalPrice4Day: 150.5 });
    expect(screen.queryByRole('form', { name: 'New prices for Silk Column Gown' })).not.toBeInTheDocument();
    // The list was asked for again and shows the new prices.
    expect(calls.filter((c) => c.url === '/api/lender/listings?page=1')).toHaveLength(2);
    expect(card('Silk Column Gown')).toHaveTextContent('£120 for 2 days · £150.50 for 4 days');
  });

  it("checks the listing form's minimum before sending anything", async () => {
    const calls = priceRoutes(() => ({ status: 500, body: {} }));
    const { user, form, twoDay } = await openForm();
    await user.clear(twoDay);
    await user.type(twoDay, '15');
    await user.click(within(form).getByRole('button', { name: 'Save prices' }));
    expect(twoDay).toHaveAccessibleDescription(`Minimum £20. You keep £13.50 (90%) ${LISTING_MESSAGES.rentalPrice2Day}`);
    expect(twoDay).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's field error beside its field until she changes it, and keeps the old prices in her list", async () => {
    priceRoutes(() => ({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: LISTING_MESSAGES.rentalPrice4Day },
    }));
    const { user, form, twoDay, fourDay } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Save prices' }));

    expect(await within(form).findByText(LISTING_MESSAGES.rentalPrice4Day)).toHaveAttribute('id', `${fourDay.id}-error`);
    expect(fourDay).toHaveAttribute('aria-invalid', 'true');
    expect(twoDay).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(card('Silk Column Gown')).toHaveTextContent('£95 for 2 days · £150.50 for 4 days');

    await user.clear(fourDay);
    await user.type(fourDay, '160');
    expect(within(form).queryByText(LISTING_MESSAGES.rentalPrice4Day)).not.toBeInTheDocument();
  });

  it('says plainly when the dress is no longer live', async () => {
    priceRoutes(() => ({
      status: 409,
      body: { statusCode: 409, code: 'LISTING_NOT_LIVE', message: 'Not live.' },
    }));
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Save prices' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(LENDER_AREA_MESSAGES.pricesOnlyWhenLive);
  });
});
