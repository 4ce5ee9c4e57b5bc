import { TRACKING_MESSAGES } from '@dw/contracts';
import { dispatchDetails } from './dispatch-details';

describe('dispatchDetails', () => {
  it('a move without a carrier or reference writes nothing, whatever the status', () => {
    expect(dispatchDetails('processing', {})).toBeUndefined();
    expect(dispatchDetails('completed', { carrier: null, trackingReference: null })).toBeUndefined();
  });

  it('a dispatch with a reference and no carrier goes by Royal Mail', () => {
    expect(dispatchDetails('processing', { trackingReference: 'AB123456789GB' })).toEqual({
      carrier: 'royal-mail',
      trackingReference: 'AB123456789GB',
    });
  });

  it('a dispatch keeps the carrier chosen', () => {
    expect(dispatchDetails('processing', { carrier: 'evri', trackingReference: 'H01ABC1234567890' })).toEqual({
      carrier: 'evri',
      trackingReference: 'H01ABC1234567890',
    });
  });

  it.each(['pending', 'completed', 'cancelled'] as const)('refuses a carrier or reference with a move to %s', (to) => {
    expect(dispatchDetails(to, { trackingReference: 'AB123456789GB' })).toEqual({ refusal: TRACKING_MESSAGES.onlyWhenDispatched });
    expect(dispatchDetails(to, { carrier: 'dpd' })).toEqual({ refusal: TRACKING_MESSAGES.onlyWhenDispatched });
  });
});
