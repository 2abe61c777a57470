import { useState } from 'react';

/** Field values and which fields were left once (errors show after blur or a submit attempt). */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  return {
    values,
    touched: (field: K) => touched[field] === true,
    set: (field: K) => (value: string) => setValues((current) => ({ ...current, [field]: value })),
    touch: (field: K) => () => setTouched((current) => ({ ...current, [field]: true })),
    touchAll: () =>
      setTouched(
        Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as Record<K, boolean>,
      ),
  };
}
