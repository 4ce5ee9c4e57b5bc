import { useId } from 'react';
import styles from './TextField.module.css';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
  autoCapitalize?: 'characters' | 'words' | 'none';
  /** Not required: '(optional)' beside the label. */
  optional?: boolean;
  error?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

/** A labelled input, required unless `optional`, whose error sits under it and is tied to it for screen readers. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  multiline,
  autoComplete,
  placeholder,
  autoCapitalize,
  optional,
  error,
  wide,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required: !optional,
    autoComplete,
    autoCapitalize,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: styles.input,
  };
  return (
    <div className={wide ? styles.wide : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
