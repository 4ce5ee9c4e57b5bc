import { CARRIERS, CARRIER_IDS, DEFAULT_CARRIER, normaliseTrackingReference, shipmentOf } from './carriers';

describe('tracking references', () => {
  it.each([
    ['ab 1234 5678 9gb ', 'AB123456789GB'],
    ['  h01abc1234567890', 'H01ABC1234567890'],
    ['15501234567890', '15501234567890'],
    ['12345678', '12345678'],
    ['A'.repeat(30), 'A'.repeat(30)],
  ])('normalises %p to %p', (typed, stored) => {
    expect(normaliseTrackingReference(typed)).toBe(stored);
  });

  it.each([
    ['7 characters', '1234567'],
    ['31 characters', 'A'.repeat(31)],
    ['empty', '   '],
    ['a dash', 'AB-123456789GB'],
    ['a slash (a path on the carrier site)', 'AB12345/../x'],
    ['an accent', 'ÀB123456789GB'],
    ['a hash', 'AB123456789#GB'],
  ])('refuses %s', (_label, typed) => {
    expect(normaliseTrackingReference(typed)).toBeNull();
  });
});

describe('carriers', () => {
  it('Royal Mail is the default, and every carrier has a name and an https tracking page holding the reference', () => {
    expect(DEFAULT_CARRIER).toBe('royal-mail');
    expect(CARRIERS[DEFAULT_CARRIER].name).toBe('Royal Mail');
    for (const id of CARRIER_IDS) {
      const url = new URL(CARRIERS[id].trackingUrl('AB123456789GB'));
      expect(url.protocol).toBe('https:');
      expect(url.href).toContain('AB123456789GB');
    }
  });

  it("builds each carrier's public tracking URL", () => {
    expect(CARRIERS['royal-mail'].trackingUrl('AB123456789GB')).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    );
    expect(CARRIERS.parcelforce.trackingUrl('PBTM8237461001')).toBe('https://www.parcelforce.com/track-trace?trackNumber=PBTM8237461001');
    expect(CARRIERS.dpd.trackingUrl('15501234567890')).toBe('https://www.dpd.co.uk/apps/tracking/?reference=15501234567890');
    expect(CARRIERS.evri.trackingUrl('H01ABC1234567890')).toBe('https://www.evri.com/track/parcel/H01ABC1234567890/details');
  });

  it('a stored shipment: none without a reference, Royal Mail when the carrier is missing or unknown', () => {
    expect(shipmentOf(null, null)).toBeNull();
    expect(shipmentOf('dpd', null)).toBeNull();
    expect(shipmentOf('dpd', '15501234567890')).toEqual({
      carrier: 'dpd',
      carrierName: 'DPD',
      reference: '15501234567890',
      trackingUrl: 'https://www.dpd.co.uk/apps/tracking/?reference=15501234567890',
    });
    expect(shipmentOf(null, 'AB123456789GB')?.carrierName).toBe('Royal Mail');
    expect(shipmentOf('pigeon', 'AB123456789GB')?.carrier).toBe('royal-mail');
  });
});
