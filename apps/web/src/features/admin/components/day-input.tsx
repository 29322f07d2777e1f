import { Field, inputClassName } from '../../../components/ui/field';

interface DayInputProps {
  name: string;
  label: string;
  /** `YYYY-MM-DD`, or undefined while no day is chosen. */
  value: string | undefined;
  min?: string;
  max?: string;
  /** Why the day cannot be used ("To must be on or after From."). */
  error?: string | null;
  onChange: (value: string | null) => void;
}

/** A day of a filter (the browser's date picker); days are UTC, as `GET /admin/audit` reads them. */
export function DayInput({ name, label, value, min, max, error, onChange }: DayInputProps) {
  return (
    <Field label={`${label} (UTC)`} error={error}>
      {(control) => (
        <input
          {...control}
          className={inputClassName}
          type="date"
          name={name}
          value={value ?? ''}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value || null)}
        />
      )}
    </Field>
  );
}
