import type { BackupOption } from './backupOptions';
import styles from './BackupSizeSelect.module.css';

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
