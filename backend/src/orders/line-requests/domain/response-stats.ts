import { LineRequestAnswerer, LineRequestState, ResponseStats } from '@dw/contracts';

/** One of a lender's requests as the stats read it. */
export interface AnsweredRequest {
  state: LineRequestState;
  answeredBy: LineRequestAnswerer | null;
  requestedAt: Date;
  answeredAt: Date | null;
}

const HOUR_MS = 3_600_000;

/**
 * How a lender answers her requests: counts by outcome, the share she answered herself (an answer
 * the admin gave for her, or an expiry, is not hers), and the median hours she took. Open requests
 * are not counted yet.
 */
export function responseStats(requests: readonly AnsweredRequest[]): ResponseStats {
  const decided = requests.filter((r) => r.state !== 'requested');
  const count = (state: LineRequestState) => decided.filter((r) => r.state === state).length;
  const hers = decided.filter((r) => r.answeredBy === 'lender' && r.answeredAt !== null);
  const hours = hers.map((r) => ((r.answeredAt as Date).getTime() - r.requestedAt.getTime()) / HOUR_MS).sort((a, b) => a - b);
  const middle = Math.floor(hours.length / 2);
  const median = hours.length === 0 ? null : hours.length % 2 ? hours[middle] : (hours[middle - 1] + hours[middle]) / 2;
  return {
    accepted: count('accepted'),
    declined: count('declined'),
    expired: count('expired'),
    rate: decided.length === 0 ? null : Math.round((hers.length / decided.length) * 1000) / 1000,
    medianHours: median === null ? null : Math.round(Math.max(0, median) * 10) / 10,
  };
}
