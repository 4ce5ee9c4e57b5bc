import { useRef } from 'react';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { HEADLINE_HIGH, HEADLINE_LOW, countUpValue, stepIntervalMs } from './countUp';
import { useCountUp } from './useCountUp';

/** '£200-£800', counted up over 60 steps when it comes into view (spec §9). */
export function MonthlyHeadline({ className }: { className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { step } = useCountUp(ref, HEADLINE_HIGH.steps, stepIntervalMs(HEADLINE_HIGH));
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" data-testid="monthly-headline">
        £{countUpValue(HEADLINE_LOW, step)}-£{countUpValue(HEADLINE_HIGH, step)}
      </span>
      <VisuallyHidden>
        £{HEADLINE_LOW.to}-£{HEADLINE_HIGH.to}
      </VisuallyHidden>
    </span>
  );
}
