import { screen, within } from '@testing-library/react';
import { deadlineText, type ClaimView } from '@dw/contracts';
import { apiError, fakeApi } from '../../test/fakeApi';
import { order } from '../../test/fixtures';
import { fill, findToast, renderWithStore, toastText } from '../../test/render';
import { ClaimsTab } from './ClaimsTab';

const claim = (over: Partial<ClaimView>): ClaimView => ({
  id: 'c1',
  orderId: '5b0c1d2e-0000-4000-8000-00000000a1b2',
  orderReference: '0000A1B2',
  orderItemId: 'i1',
  productName: 'Midnight Silk Gown',
  size: '10',
  status: 'open',
  openedBy: 'lender',
  description: 'A 3 cm tear at the left side seam.',
  photos: [],
  amountPence: 12_000,
  openedAt: '2026-11-20T10:00:00.000Z',
  answerDueAt: '2026-11-23T10:00:00.000Z',
  answer: null,
  answerPhoto: null,
  answeredAt: null,
  decision: null,
  decidedPence: null,
  decisionNote: null,
  decidedAt: null,
  charge: null,
  ...over,
});

const open = claim({});
const answered = claim({
  id: 'c2',
  orderReference: '0000C3D4',
  status: 'answered',
  photos: ['/objects/uploads/tear'],
  answer: 'The seam was loose when it came.',
  answerPhoto: '/objects/uploads/seam',
});
const decided = claim({ id: 'c3', orderReference: '0000E5F6', status: 'decided', decision: 'insurance', decidedPence: 5_000 });

const LIST = 'GET /api/admin/claims?page=1&pageSize=20';
const page = <T,>(items: T[]) => ({ body: items, headers: { 'X-Total-Count': String(items.length) } });
const rowOf = async (reference: string) =>
  within((await screen.findByRole('cell', { name: `#${reference}` })).closest('tr') as HTMLElement);

describe('claims tab', () => {
  it('lists claims with their status, the renter’s deadline or answer, and the decision', async () => {
    fakeApi({ [LIST]: page([open, answered, decided]) });
    renderWithStore(<ClaimsTab />);

    const first = await rowOf('0000A1B2');
    expect(first.getByText('Awaiting renter')).toBeInTheDocument();
    expect(first.getByText(`Answer due ${deadlineText(open.answerDueAt)}`)).toBeInTheDocument();
    expect(first.getByText('£120.00')).toBeInTheDocument();
    expect((await rowOf('0000C3D4')).getByText('“The seam was loose when it came.”')).toBeInTheDocument();
    const last = await rowOf('0000E5F6');
    expect(last.getByText('Covered by insurance: £50.00')).toBeInTheDocument();
    expect(last.queryByRole('button', { name: /Decide/ })).toBeNull();
  });

  it('asks the server for one status at a time', async () => {
    const api = fakeApi({ [LIST]: page([open]), 'GET /api/admin/claims?page=1&pageSize=20&status=unanswered': page([]) });
    const { user } = renderWithStore(<ClaimsTab />);
    await rowOf('0000A1B2');
    await user.click(screen.getByRole('combobox', { name: 'Show claims' }));
    await user.click(await screen.findByTitle('Unanswered'));
    expect(await screen.findByText('No unanswered claims.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toContain('/api/admin/claims?page=1&pageSize=20&status=unanswered');
  });

  it('decides: refuses more than was asked before sending, then charges the renter what the admin typed', async () => {
    const api = fakeApi({
      [LIST]: page([answered]),
      'PUT /api/admin/claims/c2/decision': {
        body: {
          ...answered,
          status: 'decided',
          decision: 'charge-renter',
          decidedPence: 8_000,
          charge: { amount: '80.00', state: 'owed', failureCode: 'card_declined', collectedAt: null },
        },
      },
    });
    const { user } = renderWithStore(<ClaimsTab />);
    await user.click((await rowOf('0000C3D4')).getByRole('button', { name: 'Decide the claim on order 0000C3D4' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Renter: “The seam was loose when it came.”')).toBeInTheDocument();
    // Both sides' photos, each opening full size.
    expect(dialog.getByRole('link', { name: 'Damage photo 1' })).toHaveAttribute('href', '/objects/uploads/tear');
    expect(dialog.getByRole('link', { name: 'The renter’s photo' })).toHaveAttribute('href', '/objects/uploads/seam');

    const amount = dialog.getByLabelText('Amount (£)');
    await user.clear(amount);
    await fill(user, amount, '120.01');
    await user.click(dialog.getByRole('button', { name: 'Decide' }));
    expect(dialog.getByText('At most £120.00 for this decision.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.clear(amount);
    await fill(user, amount, '80');
    await user.click(dialog.getByRole('button', { name: 'Decide' }));
    // Her card declined: the admin is told at once where to find it.
    expect(toastText(await findToast('Claim Decided'))).toBe(
      'Order #0000C3D4: charged to the renter. Both sides are e-mailed. Not taken from her card (Card declined): listed as owed under Late Returns.',
    );
    expect(api.writes()).toEqual([
      { method: 'PUT', url: '/api/admin/claims/c2/decision', body: { decision: 'charge-renter', amountPence: 8_000 } },
    ]);
  });

  it('offers the insurance up to its cover, rejects without an amount, and says why the server refused', async () => {
    const api = fakeApi({
      [LIST]: page([open]),
      'PUT /api/admin/claims/c1/decision': apiError(409, 'This order had no insurance, so nothing can be covered by it.'),
    });
    const { user } = renderWithStore(<ClaimsTab />);
    await user.click((await rowOf('0000A1B2')).getByRole('button', { name: /Decide/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'Covered by insurance' }));
    expect(dialog.getByLabelText('Amount (£)')).toHaveValue('50.00');
    await user.click(dialog.getByRole('button', { name: 'Decide' }));
    expect(toastText(await findToast('Error'))).toBe(
      'Failed to decide the claim. This order had no insurance, so nothing can be covered by it.',
    );

    await user.click(dialog.getByRole('radio', { name: 'Rejected' }));
    expect(dialog.queryByLabelText('Amount (£)')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Decide' }));
    expect(api.writes().map((w) => w.body)).toEqual([{ decision: 'insurance', amountPence: 5_000 }, { decision: 'reject' }]);
  });

  it('opens a claim: finds the order by reference, picks the dress and a photo of its record', async () => {
    const found = order({ id: '5b0c1d2e-0000-4000-8000-00000000a1b2', status: 'completed' });
    const api = fakeApi({
      [LIST]: page([]),
      'GET /api/orders?q=0000A1B2&pageSize=1': page([found]),
      [`GET /api/admin/orders/${found.id}/condition-records?pageSize=100`]: page([
        {
          id: 'r1',
          orderId: found.id,
          orderReference: '0000A1B2',
          orderItemId: found.items[0].id,
          productName: found.items[0].productName,
          size: found.items[0].size,
          kind: 'return',
          condition: 'damaged',
          note: null,
          photos: ['/objects/uploads/ph1'],
          recordedBy: 'admin',
          receivedOn: '2026-11-20',
          recordedAt: '2026-11-20T10:00:00.000Z',
        },
      ]),
      'POST /api/admin/claims': { status: 201, body: open },
    });
    const { user } = renderWithStore(<ClaimsTab />);
    await screen.findByText('No claims yet.');
    await user.click(screen.getByRole('button', { name: 'Open a claim' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fill(user, dialog.getByLabelText('Order reference'), '#0000A1B2');
    await user.click(dialog.getByRole('button', { name: 'Find' }));
    await fill(user, await dialog.findByLabelText('What happened'), 'Red wine stain on the skirt');
    await fill(user, dialog.getByLabelText('Amount asked (£)'), '90');
    await user.click(await dialog.findByRole('checkbox', { name: 'Photo 1' }));
    await user.click(dialog.getByRole('button', { name: 'Open claim' }));
    expect(toastText(await findToast('Claim Opened'))).toBe('Order #0000A1B2: the renter is e-mailed and has 72 hours to answer.');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/claims',
        body: {
          orderItemId: found.items[0].id,
          description: 'Red wine stain on the skirt',
          amountPence: 9_000,
          photos: ['/objects/uploads/ph1'],
        },
      },
    ]);
  });
});
