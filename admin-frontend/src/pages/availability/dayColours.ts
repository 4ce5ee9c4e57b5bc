import { PALETTE } from '../../app/theme';
import type { DayState } from './calendarDays';

/**
 * Calendar cell backgrounds by state; day numbers and counts are ink on all of them (checked for
 * 4.5:1 in dayColours.test.ts). Blocked days add stripes on top, so "held by a block" reads apart
 * from "held by orders" without relying on colour alone.
 */
export const DAY_BACKGROUNDS: Readonly<Record<DayState, string>> = {
  free: PALETTE.paper,
  partial: '#fbe9c4',
  full: '#f1c9c4',
};

export const DAY_TEXT = PALETTE.ink;

export const BLOCK_STRIPES = 'repeating-linear-gradient(135deg, rgba(20, 20, 20, 0.16) 0 3px, transparent 3px 8px)';

export const DAY_LABELS: Readonly<Record<DayState | 'blocked', string>> = {
  free: 'Free',
  partial: 'Partly held',
  full: 'Full',
  blocked: 'Blocked',
};
