import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';

/** What every field draws around its control: the label, a hint under it, the error below. */
interface FrameProps {
  /** The control's id; one is made when absent. The hint and error ids derive from it. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Spans every column of the form's grid. */
  wide?: boolean;
  className?: string;
}

/** Ids of the hint and error paragraphs, for the control's aria-describedby. */
function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Frame({ id, label, hint, error, wide, className, children }: FrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={[styles.field, wide ? styles.wide : '', className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error, tied to its control by id (`${id}-error`); also used under a group of checkboxes. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className={styles.error} id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** The control's own attributes, less what the frame owns; `onChange` receives the text. */
type Control<A> = Omit<A, 'id' | 'className' | 'onChange' | 'prefix'> & { onChange?: (value: string) => void };

export type TextFieldProps = FrameProps &
  (
    | (Control<InputHTMLAttributes<HTMLInputElement>> & {
        multiline?: false;
        /** A symbol drawn inside the box before the value, e.g. '£'. */
        prefix?: string;
      })
    | (Control<TextareaHTMLAttributes<HTMLTextAreaElement>> & { multiline: true; rows?: number })
  );

/**
 * A labelled text input (or, `multiline`, a textarea) whose hint and error are tied to it for screen
 * readers. Required unless `required={false}`: every text a form asks for is needed.
 */
export function TextField({ id: given, label, hint, error, wide, className, onChange, required = true, ...control }: TextFieldProps) {
  const made = useId();
  const id = given ?? made;
  const shared = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  } as const;
  const frame = { id, label, hint, error, wide, className };
  if (control.multiline) {
    const { multiline: _multiline, rows = 3, ...textarea } = control;
    return (
      <Frame {...frame}>
        <textarea
          {...textarea}
          {...shared}
          rows={rows}
          className={`${styles.control} ${styles.textarea}`}
          onChange={onChange && ((e) => onChange(e.target.value))}
        />
      </Frame>
    );
  }
  const { multiline: _multiline, prefix, ...input } = control;
  const box = (
    <input
      {...input}
      {...shared}
      className={[styles.control, prefix ? styles.withPrefix : ''].join(' ')}
      onChange={onChange && ((e) => onChange(e.target.value))}
    />
  );
  return (
    <Frame {...frame}>
      {prefix ? (
        <div className={styles.prefixed}>
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
          {box}
        </div>
      ) : (
        box
      )}
    </Frame>
  );
}

export type SelectFieldProps = FrameProps &
  Control<SelectHTMLAttributes<HTMLSelectElement>> & {
    /** The empty first option: 'Select a category'. */
    placeholder: string;
    options: readonly { slug: string; label: string }[];
  };

/** A labelled native select with an empty first option; `onChange` receives the chosen slug. */
export function SelectField({
  id: given,
  label,
  hint,
  error,
  wide,
  className,
  placeholder,
  options,
  onChange,
  ...select
}: SelectFieldProps) {
  const made = useId();
  const id = given ?? made;
  return (
    <Frame id={id} label={label} hint={hint} error={error} wide={wide} className={className}>
      <div className={styles.selectWrap}>
        <select
          {...select}
          id={id}
          className={`${styles.control} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={onChange && ((e) => onChange(e.target.value))}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.slug} value={o.slug}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </Frame>
  );
}
