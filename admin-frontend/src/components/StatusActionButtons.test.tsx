import { screen } from '@testing-library/react';
import type { OrderStatus, TransitionTable } from '@dw/contracts';
import { orderActions } from '../pages/orders/orderActions';
import { renderWithStore } from '../test/render';
import { StatusActionButtons } from './StatusActionButtons';

/** A process where a received order may go out by post or be collected (returned at once): two ways forward. */
const TWO_WAYS: TransitionTable<OrderStatus> = {
  pending: ['processing', 'completed', 'cancelled'],
  processing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

describe('an order row’s buttons', () => {
  it('shows every move forward the table allows, each named from contracts, and runs the one pressed', async () => {
    const runs: OrderStatus[] = [];
    const { user } = renderWithStore(
      <StatusActionButtons
        actions={orderActions('pending', TWO_WAYS)}
        subject="order #0000A1B2"
        busy={false}
        onRun={(next) => runs.push(next)}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark dispatched', 'Mark returned', 'Cancel order']);
    await user.click(screen.getByRole('button', { name: 'Mark returned' }));
    await user.click(screen.getByRole('button', { name: 'Mark dispatched' }));
    expect(runs).toEqual(['completed', 'processing']);
  });
});
