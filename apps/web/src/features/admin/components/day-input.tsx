import { Field, inputClassName } from '../../../components/ui/field';

interface DayInputProps {
  name: string;
  label: string;
  /** `YYYY-MM-DD`, or undefined while no day is chosen. */
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | null) => void;
}

/** A day of a filter (the browser's date picker); days are UTC, as `GET /admin/audit` reads them. */
export function DayInput({ name, label, value, min, max, onChange }: DayInputProps) {
  return (
    <Field label={`${label} (UTC)`}>
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
