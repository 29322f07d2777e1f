import { FORM_CHANGE_DEBOUNCE_MS } from '@fractional/contract';
import { useEffect, useState } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';

/** A list by its sorted ids or keys ("3,7"), a text trimmed: what a change is measured on. */
function comparable(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (!Array.isArray(value)) return value ?? null;
  const keys = value.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'id' in item ? String(item.id) : String(item),
  );
  return keys.sort().join(',');
}

/** True when any field differs from `loaded` (lists compared by sorted ids or keys). */
export function differsFrom(values: Record<string, unknown>, loaded: Record<string, unknown>): boolean {
  return Object.keys(values).some((key) => comparable(values[key]) !== comparable(loaded[key]));
}

/**
 * Form change tracking (docs/product.md#states-and-flows): whether the form's values differ from `loaded` (the values it was
 * loaded or last saved with), checked 50 ms after the last change. Also returns the values watched.
 */
export function useChangeTracking<T extends FieldValues>(control: Control<T, unknown, unknown>, loaded: T) {
  const values = useWatch({ control }) as T;
  const [isChanged, setChanged] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setChanged(differsFrom(values, loaded)), FORM_CHANGE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [values, loaded]);
  return { values, isChanged };
}
