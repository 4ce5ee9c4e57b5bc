import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LenderRequestView, ResponseStats } from '@dw/contracts';
import { mockFetch, setReducedMotion } from '../../../test/fakes';
import { aMe, page } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
});

function aRequest(overrides: Partial<LenderRequestView> = {}): LenderRequestView {
  return {
    id: 'line-1',
    orderReference: 'A1B2C3D4',
    productId: 'prod-1',
    productName: 'Silk Column Gown',
    size: '10',
    backupSize: null,
    duration: 2,
    quantity: 1,
    startDate: '2026-12-05',
    endDate: '2026-12-06',
    share: '45.00',
    state: 'requested',
    deadline: '2026-12-02T14:00:00.000Z',
    answeredAt: null,
    answeredBy: null,
    declineReason: null,
    declineNote: null,
    ...overrides,
  };
}

const STATS: ResponseStats = { accepted: 4, declined: 1, expired: 0, rate: 0.8, medianHours: 3.5 };

function routes(first: LenderRequestView[]) {
  let current = first;
  const calls = mockFetch({
    'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
    'GET /api/lender/requests?page=1': () => page(current),
    'GET /api/lender/response-stats': () => ({ status: 200, body: STATS }),
    'PUT /api/lender/requests/line-1': (call) => {
      const body = call.body as { decision: string; reason?: string };
      if (body.decision === 'decline' && !body.reason)
        return { status: 400, body: { statusCode: 400, code: 'REQUEST_REASON_INVALID', message: 'To decline, choose a reason.' } };
      const answered = aRequest({
        state: body.decision === 'accept' ? 'accepted' : 'declined',
        declineReason: (body.reason as LenderRequestView['declineReason']) ?? null,
      });
      current = [answered, ...current.slice(1)];
      return { status: 200, body: answered };
    },
  });
  return calls;
}

describe('/lender/requests', () => {
  it('lists what waits for her answer with her share and deadline, and her response stats', async () => {
    routes([aRequest({ backupSize: '12' }), aRequest({ id: 'line-2', state: 'accepted', deadline: null, orderReference: 'E5F6A7B8' })]);
    renderAt('/lender/requests');
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const card = within(waiting).getByRole('listitem', { name: 'Silk Column Gown, order A1B2C3D4' });
    expect(within(card).getByText('£45.00')).toBeInTheDocument();
    expect(within(card).getByText(/backup UK 12 \(free\)/)).toBeInTheDocument();
    expect(within(card).getByText(/^Answer by/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    const answered = screen.getByRole('region', { name: 'Answered' });
    expect(within(answered).getByText('Accepted')).toBeInTheDocument();
    expect(within(answered).queryByRole('button', { name: 'Accept' })).toBeNull();
    const stats = await screen.findByRole('list', { name: 'How you answer (last 90 days)' });
    expect(within(stats).getByText('80%')).toBeInTheDocument();
    expect(within(stats).getByText('3.5 h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
  });

  it('accepts a request', async () => {
    const calls = routes([aRequest()]);
    const user = userEvent.setup();
    renderAt('/lender/requests');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && (c.body as { decision: string }).decision === 'accept')).toBe(true));
    expect(await screen.findByRole('region', { name: 'Answered' })).toBeInTheDocument();
  });

  it('declines only with a reason, and sends the optional note', async () => {
    const calls = routes([aRequest()]);
    const user = userEvent.setup();
    renderAt('/lender/requests');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const form = screen.getByRole('form', { name: 'Decline Silk Column Gown' });
    await user.click(within(form).getByRole('button', { name: 'Decline request' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose why you are declining.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.selectOptions(within(form).getByLabelText('Reason'), 'needs-care');
    await user.type(within(form).getByLabelText('Note for us (optional)'), 'A seam needs mending');
    await user.click(within(form).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      decision: 'decline',
      reason: 'needs-care',
      note: 'A seam needs mending',
    });
    const answered = await screen.findByRole('region', { name: 'Answered' });
    expect(within(answered).getByText('Dress needs repair or cleaning')).toBeInTheDocument();
  });
});
