import { CLAIM_MAX_PENCE, CLAIM_MESSAGES, INSURANCE_COVER_PER_LINE_PENCE } from '@dw/contracts';
import {
  answerDueAt,
  answerRefusal,
  claimCapPence,
  claimViewStatus,
  decisionOutcome,
  insuranceCoverPence,
  openingRefusal,
} from './claim-rules';

const at = (iso: string) => new Date(iso);

describe('openingRefusal', () => {
  const ends = at('2026-11-22T12:00:00Z');
  it('lets a claim in up to the end of the window, to the millisecond', () => {
    expect(openingRefusal(ends, at('2026-11-20T12:00:00Z'))).toBeNull();
    expect(openingRefusal(ends, ends)).toBeNull();
  });
  it('refuses one a moment later, as late', () => {
    expect(openingRefusal(ends, at('2026-11-22T12:00:00.001Z'))).toEqual({ message: CLAIM_MESSAGES.tooLate, late: true });
  });
  it('refuses a dress not yet received back', () => {
    expect(openingRefusal(null, at('2026-11-20T12:00:00Z'))).toEqual({ message: CLAIM_MESSAGES.notReceived, late: false });
  });
});

describe('claimCapPence', () => {
  it("is the dress's retail value, capped at the insured maximum", () => {
    expect(claimCapPence(45_000)).toBe(45_000);
    expect(claimCapPence(500_000)).toBe(CLAIM_MAX_PENCE);
    expect(claimCapPence(null)).toBe(CLAIM_MAX_PENCE);
  });
});

describe('the answer window', () => {
  const opened = at('2026-11-20T09:00:00Z');
  const due = answerDueAt(opened);
  it('closes 72 hours after the claim opened', () => {
    expect(due.toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });
  it('reads open until then, unanswered after, and never rewrites an answered or decided claim', () => {
    expect(claimViewStatus('open', due, at('2026-11-23T09:00:00Z'))).toBe('open');
    expect(claimViewStatus('open', due, at('2026-11-23T09:00:01Z'))).toBe('unanswered');
    expect(claimViewStatus('answered', due, at('2026-12-01T00:00:00Z'))).toBe('answered');
    expect(claimViewStatus('decided', due, at('2026-12-01T00:00:00Z'))).toBe('decided');
  });
  it('lets the renter answer once, within the window, before a decision', () => {
    expect(answerRefusal('open', due, at('2026-11-22T09:00:00Z'))).toBeNull();
    expect(answerRefusal('open', due, at('2026-11-23T09:00:01Z'))).toBe(CLAIM_MESSAGES.answerTooLate);
    expect(answerRefusal('answered', due, at('2026-11-22T09:00:00Z'))).toBe(CLAIM_MESSAGES.alreadyAnswered);
    expect(answerRefusal('decided', due, at('2026-11-22T09:00:00Z'))).toBe(CLAIM_MESSAGES.alreadyDecided);
  });
});

describe('decisionOutcome', () => {
  const claim = { status: 'answered' as const, amountPence: 12_000 };
  const cover = insuranceCoverPence(800);

  it('covers with insurance only when the order paid for it', () => {
    expect(cover).toBe(INSURANCE_COVER_PER_LINE_PENCE);
    expect(insuranceCoverPence(0)).toBe(0);
  });
  it('charges the renter up to what was asked, all of it by default', () => {
    expect(decisionOutcome(claim, 'charge-renter', undefined, cover)).toEqual({ amountPence: 12_000 });
    expect(decisionOutcome(claim, 'charge-renter', 8_000, cover)).toEqual({ amountPence: 8_000 });
    expect(decisionOutcome(claim, 'charge-renter', 12_001, cover)).toEqual({
      refusal: CLAIM_MESSAGES.decisionTooHigh(12_000),
      conflict: false,
    });
    expect(decisionOutcome(claim, 'charge-renter', 0, cover)).toMatchObject({ conflict: false });
  });
  it('pays from insurance up to its cover', () => {
    expect(decisionOutcome(claim, 'insurance', undefined, cover)).toEqual({ amountPence: INSURANCE_COVER_PER_LINE_PENCE });
    expect(decisionOutcome({ ...claim, amountPence: 3_000 }, 'insurance', undefined, cover)).toEqual({ amountPence: 3_000 });
    expect(decisionOutcome(claim, 'insurance', 5_001, cover)).toMatchObject({ refusal: CLAIM_MESSAGES.decisionTooHigh(5_000) });
    expect(decisionOutcome(claim, 'insurance', undefined, 0)).toEqual({ refusal: CLAIM_MESSAGES.noInsurance, conflict: true });
  });
  it('rejects with nothing settled, and never decides twice', () => {
    expect(decisionOutcome(claim, 'reject', undefined, cover)).toEqual({ amountPence: 0 });
    expect(decisionOutcome(claim, 'reject', 100, cover)).toMatchObject({ conflict: false });
    expect(decisionOutcome({ ...claim, status: 'decided' }, 'reject', undefined, cover)).toEqual({
      refusal: CLAIM_MESSAGES.alreadyDecided,
      conflict: true,
    });
  });
});
