import { ORDER_TRANSITIONS } from '@dw/contracts';
import { AppError } from './app-error';
import { assertTransition } from './state-machine';

describe('assertTransition', () => {
  it('lets a listed move through', () => {
    expect(() => assertTransition(ORDER_TRANSITIONS, 'order', 'pending', 'processing')).not.toThrow();
  });

  it('refuses any other move with a 409-kind error in plain English', () => {
    let error: unknown;
    try {
      assertTransition(ORDER_TRANSITIONS, 'order', 'completed', 'processing');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: 'conflict',
      code: 'ILLEGAL_TRANSITION',
      message: 'An order cannot move from completed to processing.',
    });
  });
});
