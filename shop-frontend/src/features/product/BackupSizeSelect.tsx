import { type RentalDuration, backupSizeChoices, sortSizes } from '@dw/contracts';
import { type StartDateRules, startProblem } from './startDates';
import styles from './BackupSizeSelect.module.css';

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

interface Props {
  options: readonly BackupOption[];
  value: string | null;
  onChange: (size: string | null) => void;
}

/** "Backup size at no extra cost": a second size sent with the first for the same dates, free. */
export function BackupSizeSelect({ options, value, onChange }: Props) {
  if (options.length === 0) return null;
  return (
    <div className={styles.backup}>
      <label htmlFor="backup-size" className={styles.label}>
        Add a free backup size
      </label>
      <select id="backup-size" className={styles.select} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">No backup size</option>
        {options.map((o) => (
          <option key={o.size} value={o.size} disabled={!o.available}>
            {o.available ? `UK ${o.size}` : `UK ${o.size} (not available)`}
          </option>
        ))}
      </select>
      <p className={styles.note}>Sent with your dress for the same dates and returned with it, at no extra cost.</p>
    </div>
  );
}
