/**
 * Count-up animations on the pitch page: the lender counter runs 100 → 5,000 in
 * 75 steps over about 2.5 s; the monthly headline runs over 60 steps. Pure, so the easing and
 * the step plan are tested without timers.
 */
export interface CountUpPlan {
  readonly from: number;
  readonly to: number;
  readonly steps: number;
  readonly durationMs: number;
}

export const LENDER_COUNTER: CountUpPlan = { from: 100, to: 5000, steps: 75, durationMs: 2500 };
export const HEADLINE_LOW: CountUpPlan = { from: 0, to: 200, steps: 60, durationMs: 2000 };
export const HEADLINE_HIGH: CountUpPlan = { from: 0, to: 800, steps: 60, durationMs: 2000 };

/** Ease-out cubic: fast at first, settling gently on the final figure. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** Milliseconds between steps: 2500 / 75 ≈ 33 ms for the lender counter. */
export function stepIntervalMs(plan: CountUpPlan): number {
  return plan.durationMs / plan.steps;
}

/** The whole number shown after `step` of `plan.steps` (0 shows `from`, the last shows `to`). */
export function countUpValue(plan: CountUpPlan, step: number): number {
  const t = plan.steps > 0 ? step / plan.steps : 1;
  return Math.round(plan.from + (plan.to - plan.from) * easeOutCubic(t));
}

/** Every figure the counter shows, one per step. */
export function countUpFrames(plan: CountUpPlan): number[] {
  return Array.from({ length: plan.steps }, (_, i) => countUpValue(plan, i + 1));
}

const GB = new Intl.NumberFormat('en-GB');

/** '2,345' while counting; '5,000+' once the count has finished. */
export function formatCount(value: number, finished: boolean): string {
  return `${GB.format(value)}${finished ? '+' : ''}`;
}
