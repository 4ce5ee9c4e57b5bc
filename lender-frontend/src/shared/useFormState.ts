import { useCallback, useMemo, useState } from 'react';

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** The fields of T that hold text. */
export type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * Values, and the errors a person should see: a field's message appears once it has been
 * left (blur) or the form submitted, and then follows every keystroke so fixing it clears it.
 */
export function useFormState<T extends object>(initial: T, validate: (values: T) => FormErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(() => {
    const shown: FormErrors<T> = {};
    for (const key of Object.keys(allErrors) as (keyof T)[]) {
      if (submitted || touched[key]) shown[key] = allErrors[key];
    }
    return shown;
  }, [allErrors, submitted, touched]);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const blur = useCallback((field: keyof T) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  /** Marks the form submitted and returns every error, so the caller can stop and focus one. */
  const submit = useCallback((): FormErrors<T> => {
    setSubmitted(true);
    return allErrors;
  }, [allErrors]);

  /** The props that bind a text input (Field) to `field`: its value, its shown error, change and blur. */
  const textField = useCallback(
    (field: TextField<T>, id: string) => ({
      id,
      name: String(field),
      value: values[field] as string,
      error: errors[field],
      // TextField<T> guarantees T[field] is a string; TypeScript cannot carry that through the index.
      onChange: (value: string) => set(field, value as T[TextField<T>]),
      onBlur: () => blur(field),
    }),
    [values, errors, set, blur],
  );

  return { values, errors, set, blur, submit, textField };
}

/** Moves focus to the first field, in form order, that has an error. */
export function focusFirstError<T>(order: readonly (keyof T)[], errors: FormErrors<T>, idOf: (field: keyof T) => string) {
  const first = order.find((field) => errors[field]);
  if (first !== undefined) document.getElementById(idOf(first))?.focus();
}
