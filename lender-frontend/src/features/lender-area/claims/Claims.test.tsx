import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_MESSAGES, todayInLondon, type ClaimView, type ConditionRecordView } from '@dw/contracts';
import { captureToasts, mockFetch } from '../../../test/fakes';
import { aBooking, aListing, aMe, page } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const record = (over: Partial<ConditionRecordView>): ConditionRecordView => ({
  id: 'r1',
  orderId: 'o1',
  orderReference: 'A1B2C3D4',
  orderItemId: 'line-1',
  productName: 'Silk Column Gown',
  size: '10',
  kind: 'return',
  condition: 'damaged',
  note: 'Tear at the left seam',
  photos: ['/objects/uploads/ph1'],
  recordedBy: 'lender',
  receivedOn: todayInLondon(),
  recordedAt: ago(2),
  ...over,
});

const claim = (over: Partial<ClaimView>): ClaimView => ({
  id: 'c1',
  orderId: 'o2',
  orderReference: 'E5F6A7B8',
  orderItemId: 'line-9',
  productName: 'Velvet Midi',
  size: '8',
  status: 'decided',
  openedBy: 'lender',
  description: 'Wine stain on the skirt',
  photos: [],
  amountPence: 9_000,
  openedAt: '2026-11-01T10:00:00.000Z',
  answerDueAt: '2026-11-04T10:00:00.000Z',
  answer: null,
  answerPhoto: null,
  answeredAt: null,
  decision: 'charge-renter',
  decidedPence: 6_000,
  decisionNote: null,
  decidedAt: '2026-11-05T10:00:00.000Z',
  charge: null,
  ...over,
});

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('/lender/claims', () => {
  it('lists her claims with their outcome and her condition records; damage can be reported only within 48 hours of a return', async () => {
    const fresh = record({});
    const old = record({ id: 'r2', orderItemId: 'line-2', orderReference: 'C3D4E5F6', recordedAt: ago(49) });
    const sent = record({ id: 'r3', kind: 'dispatch', condition: null, receivedOn: null, recordedBy: 'admin', note: null, photos: [] });
    mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/claims?page=1': () => page([claim({})]),
      'GET /api/lender/condition-records?page=1': () => page([fresh, old, sent]),
    });
    renderAt('/lender/claims');

    const row = (await screen.findByRole('cell', { name: 'E5F6A7B8' })).closest('tr')!;
    expect(row).toHaveTextContent('£90.00');
    expect(row).toHaveTextContent('Decided');
    expect(row).toHaveTextContent('Charged to the renter: £60.00 to your next payout');

    expect(await screen.findAllByText('Tear at the left seam')).toHaveLength(2);
    const reports = screen.getAllByRole('button', { name: /Report damage/ });
    expect(reports).toHaveLength(1);
    expect(screen.getByText(/recorded by Designer Wardrobe/)).toBeInTheDocument();
  });

  it('reports damage with its photos, checking the form before sending', async () => {
    const calls = mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/claims?page=1': () => page([]),
      'GET /api/lender/condition-records?page=1': () => page([record({})]),
      'POST /api/lender/claims': () => ({ status: 201, body: claim({ status: 'open', decision: null, decidedPence: null }) }),
    });
    const toasts = captureToasts();
    const user = userEvent.setup();
    renderAt('/lender/claims');
    await user.click(await screen.findByRole('button', { name: 'Report damage to Silk Column Gown' }));
    const form = screen.getByRole('form', { name: 'Report damage to Silk Column Gown' });
    await user.click(within(form).getByRole('button', { name: 'Report damage' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please say what happened (at least 10 characters).');

    await user.type(within(form).getByLabelText('What happened'), 'A 3 cm tear at the left side seam.');
    await user.type(within(form).getByLabelText('Amount asked (£)'), '120');
    expect(within(form).getByRole('checkbox')).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Report damage' }));
    expect(await screen.findByText('No damage reported.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { orderItemId: 'line-1', description: 'A 3 cm tear at the left side seam.', amountPence: 12_000, photos: ['/objects/uploads/ph1'] },
    ]);
    expect(toasts.toasts.map((t) => t.title)).toContain('Damage reported');
    toasts.stop();
  });

  it('says why the server refused a late report', async () => {
    mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/claims?page=1': () => page([]),
      'GET /api/lender/condition-records?page=1': () => page([record({})]),
      'POST /api/lender/claims': () => ({
        status: 409,
        body: { statusCode: 409, code: 'CLAIM_WINDOW_CLOSED', message: CLAIM_MESSAGES.tooLate },
      }),
    });
    const user = userEvent.setup();
    renderAt('/lender/claims');
    await user.click(await screen.findByRole('button', { name: 'Report damage to Silk Column Gown' }));
    const form = screen.getByRole('form', { name: 'Report damage to Silk Column Gown' });
    await user.type(within(form).getByLabelText('What happened'), 'A 3 cm tear at the left side seam.');
    await user.type(within(form).getByLabelText('Amount asked (£)'), '120');
    await user.click(within(form).getByRole('button', { name: 'Report damage' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CLAIM_MESSAGES.tooLate);
  });
});

describe('mark as received on /lender/bookings', () => {
  it('records the condition of her dispatched dress, and offers nothing on a returned one', async () => {
    const calls = mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/listings?page=1': () => page([aListing({ status: 'live', productId: 'prod-1' })]),
      'GET /api/lender/bookings?when=upcoming&page=1': () =>
        page([
          aBooking({ id: 'line-1', orderReference: 'A1B2C3D4', orderStatus: 'processing' }),
          aBooking({ id: 'line-2', orderReference: 'B2C3D4E5', orderStatus: 'completed' }),
        ]),
      'POST /api/lender/bookings/line-1/received': () => ({ status: 200, body: { completed: true } }),
    });
    const user = userEvent.setup();
    renderAt('/lender/bookings');
    await screen.findByRole('cell', { name: 'A1B2C3D4' });
    expect(screen.getAllByRole('button', { name: /Mark as received/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark as received (Silk Column Gown, UK 10)' }));
    const form = screen.getByRole('form', { name: 'Mark Silk Column Gown as received' });
    expect(within(form).getByLabelText('Received on')).toHaveValue(todayInLondon());
    await user.selectOptions(within(form).getByLabelText('Condition'), 'needs-cleaning');
    await user.type(within(form).getByLabelText('Note (optional)'), 'Make-up on the collar');
    await user.click(within(form).getByRole('button', { name: 'Confirm received' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { receivedOn: todayInLondon(), condition: 'needs-cleaning', note: 'Make-up on the collar', photos: [] },
    ]);
  });
});
