import { type RentalDuration, backupSizeChoices, sortSizes } from '@dw/contracts';
import { type StartDateRules, startProblem } from './startDates';

export interface BackupOption {
  size: string;
  /** False when no unit of it is free for the chosen dates (unknown until a date is chosen: offered). */
  available: boolean;
}

/** Every other size of the dress, each with whether it is free for the chosen rental (the page's own availability). */
export function backupOptions(
  sizes: readonly string[],
  size: string,
  rules: StartDateRules | null,
  duration: RentalDuration,
  startDate: string | null,
): BackupOption[] {
  return backupSizeChoices(sortSizes(sizes), size).map((s) => ({
    size: s,
    available: !rules || !startDate || startProblem(rules, s, duration, startDate) === null,
  }));
}
