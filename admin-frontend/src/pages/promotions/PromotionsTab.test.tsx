import { screen, within } from '@testing-library/react';
import type { PromotionView } from '@dw/contracts';
import { fakeApi } from '../../test/fakeApi';
import { findToast, renderWithStore, toastText } from '../../test/render';
import { PromotionsTab } from './PromotionsTab';

function promotion(over: Partial<PromotionView> = {}): PromotionView {
  return {
    id: '6d1f0c2a-5b7e-4c1d-9a3e-0e7c4b2f9a10',
    code: 'GETDRESSED',
    description: '£10 off your first rental',
    kind: 'fixed',
    amountOff: '10.00',
    percentOff: null,
    minSpend: null,
    validFrom: null,
    validTo: null,
    totalLimit: null,
    perRenterLimit: 1,
    firstOrderOnly: true,
    endedAt: null,
    redemptions: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

const summer = promotion({
  id: '7e2f0c2a-5b7e-4c1d-9a3e-0e7c4b2f9a11',
  code: 'SUMMER15',
  description: 'Summer sale',
  kind: 'percent',
  amountOff: null,
  percentOff: 15,
  minSpend: '100.00',
  validFrom: '2027-06-01',
  validTo: '2027-08-31',
  totalLimit: 50,
  perRenterLimit: null,
  firstOrderOnly: false,
  redemptions: 0,
  createdAt: '2026-11-02T10:00:00.000Z',
});

const rowOf = (code: string) => within(screen.getByText(code).closest('tr') as HTMLElement);

describe('promotions tab', () => {
  it('lists each code with its discount, rules, dates and use, as the server pages them', async () => {
    fakeApi({ 'GET /api/admin/promotions': { body: [promotion(), summer] } });
    renderWithStore(<PromotionsTab />);

    await screen.findByText('GETDRESSED');
    const welcome = rowOf('GETDRESSED');
    expect(welcome.getByText('£10.00 off')).toBeInTheDocument();
    expect(welcome.getByText('first order · 1 per renter')).toBeInTheDocument();
    expect(welcome.getByText('Always')).toBeInTheDocument();
    expect(welcome.getByText('Active')).toBeInTheDocument();
    const sale = rowOf('SUMMER15');
    expect(sale.getByText('15% off')).toBeInTheDocument();
    expect(sale.getByText('£100.00 minimum')).toBeInTheDocument();
    expect(sale.getByText('0 of 50')).toBeInTheDocument();
    expect(screen.getByText('Promo codes · 2')).toBeInTheDocument();
  });

  it('creates a percentage code with limits, sending blanks as no limit', async () => {
    const api = fakeApi({
      'GET /api/admin/promotions': { body: [] },
      'POST /api/admin/promotions': { status: 201, body: summer },
    });
    const { user } = renderWithStore(<PromotionsTab />);
    await user.click(await screen.findByRole('button', { name: 'New Promotion' }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.type(drawer.getByLabelText('Code'), 'summer15');
    await user.click(drawer.getByText('Percentage'));
    await user.type(await drawer.findByLabelText('Percent off'), '15');
    await user.type(drawer.getByLabelText(/^Minimum spend/), '100.00');
    await user.type(drawer.getByLabelText(/^Total redemptions/), '50');
    await user.click(drawer.getByRole('button', { name: 'Create Promotion' }));

    expect(toastText(await findToast('Promotion Created'))).toBe('SUMMER15 has been saved.');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/promotions',
        body: {
          code: 'SUMMER15',
          description: '',
          kind: 'percent',
          percentOff: 15,
          minSpend: '100.00',
          validFrom: null,
          validTo: null,
          totalLimit: 50,
          perRenterLimit: null,
          firstOrderOnly: false,
        },
      },
    ]);
  });

  it("shows the server's reason when a code cannot be saved", async () => {
    fakeApi({
      'GET /api/admin/promotions': { body: [promotion()] },
      [`PUT /api/admin/promotions/${promotion().id}`]: {
        status: 409,
        body: { statusCode: 409, code: 'PROMO_CODE_TAKEN', message: 'Another promotion already has this code.' },
      },
    });
    const { user } = renderWithStore(<PromotionsTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit GETDRESSED' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByLabelText('Amount off (£)')).toHaveValue('10.00');
    await user.click(drawer.getByRole('button', { name: 'Save Changes' }));

    expect(toastText(await findToast('Error'))).toContain('Another promotion already has this code.');
  });

  it('ends a code after asking, and offers no End on an ended one', async () => {
    const api = fakeApi({
      'GET /api/admin/promotions': { body: [promotion(), promotion({ ...summer, endedAt: '2026-11-20T10:00:00.000Z' })] },
      [`POST /api/admin/promotions/${promotion().id}/end`]: { body: promotion({ endedAt: '2026-11-28T10:00:00.000Z' }) },
    });
    const { user } = renderWithStore(<PromotionsTab />);
    await screen.findByText('SUMMER15');
    expect(rowOf('SUMMER15').queryByRole('button', { name: 'End SUMMER15' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End GETDRESSED' }));
    await user.click(await screen.findByRole('button', { name: 'End' }));

    expect(toastText(await findToast('Promotion Ended'))).toBe('GETDRESSED can no longer be used.');
    expect(api.writes()).toEqual([{ method: 'POST', url: `/api/admin/promotions/${promotion().id}/end`, body: undefined }]);
  });
});
