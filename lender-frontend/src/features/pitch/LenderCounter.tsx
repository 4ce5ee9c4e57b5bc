import { useRef } from 'react';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { LENDER_COUNTER, countUpValue, formatCount, stepIntervalMs } from './countUp';
import { useCountUp } from './useCountUp';

/** '100' counting up to '5,000+' once half of it is on screen (spec §2). */
export function LenderCounter({ className }: { className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { step, finished } = useCountUp(ref, LENDER_COUNTER.steps, stepIntervalMs(LENDER_COUNTER));
  return (
    <span ref={ref} className={className}>
      {/* Screen readers get the final figure once, not 75 updates. */}
      <span aria-hidden="true" data-testid="lender-counter">
        {formatCount(countUpValue(LENDER_COUNTER, step), finished)}
      </span>
      <VisuallyHidden>{formatCount(LENDER_COUNTER.to, true)}</VisuallyHidden>
    </span>
  );
}
