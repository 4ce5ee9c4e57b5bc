import { useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../shared/motion';

const VISIBLE_THRESHOLD = 0.5;
/** Browsers may report a crossing of 0.5 as 0.4999…; the observer only fires at crossings anyway. */
const HALF = VISIBLE_THRESHOLD - 0.01;

export interface CountUpProgress {
  /** Steps taken so far, 0..steps. */
  step: number;
  finished: boolean;
}

/**
 * Counts `steps` ticks of `intervalMs` once the element is at least half visible, and only
 * once. With reduced motion (or no IntersectionObserver) it jumps straight to the end.
 */
export function useCountUp(target: RefObject<Element | null>, steps: number, intervalMs: number): CountUpProgress {
  const [instant] = useState(() => prefersReducedMotion() || typeof IntersectionObserver === 'undefined');
  const [step, setStep] = useState(instant ? steps : 0);
  const started = useRef(false);

  useEffect(() => {
    const element = target.current;
    if (instant || !element) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (started.current || !entries.some((e) => e.isIntersecting && e.intersectionRatio >= HALF)) return;
        started.current = true;
        observer.disconnect();
        let taken = 0;
        timer = setInterval(() => {
          taken += 1;
          setStep(taken);
          if (taken >= steps) clearInterval(timer);
        }, intervalMs);
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearInterval(timer);
    };
  }, [instant, steps, intervalMs, target]);

  return { step, finished: step >= steps };
}
