import { canonicalTimezoneRegion, timezoneValue, type TimezoneRegion } from '@fractional/contract';
import { useMemo } from 'react';
import { currentUtcOffset, formatTimezone } from '../../lib/format-time';
import { Field, inputClassName } from './field';
import styles from './timezone-select.module.css';

export interface TimezoneSelectProps {
  id?: string;
  name: string;
  label: string;
  /** `"+12:00 Pacific/Auckland"`, or "" for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** GET /api/v1/ref-timezones `regions`, fetched by the caller. */
  regions: TimezoneRegion[];
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** The day whose offsets the labels show; today unless a test fixes it. */
  now?: Date;
}

interface OffsetGroup {
  offset: string;
  regions: { value: string; label: string }[];
}

/** "+05:45" → 345, "−03:30" → -210: orders the groups from UTC−12 to UTC+14. */
function offsetMinutes(offset: string): number {
  const match = /^([+−-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '+' ? minutes : -minutes;
}

/** The regions by the offset they keep today (Caracas under UTC−04:00), each with its label. */
function groupByOffset(regions: TimezoneRegion[], now: Date): OffsetGroup[] {
  const groups = new Map<string, OffsetGroup['regions']>();
  for (const region of regions) {
    const offset = currentUtcOffset(region.region, now) ?? region.utc_offset.replace('-', '−');
    const option = {
      value: timezoneValue(region.utc_offset, region.region),
      label: formatTimezone(region.region, now),
    };
    groups.set(offset, [...(groups.get(offset) ?? []), option]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => offsetMinutes(a) - offsetMinutes(b))
    .map(([offset, list]) => ({ offset, regions: list.sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** The catalogue's value for a stored value that names a zone by an old name (`+05:30 Asia/Calcutta`). */
function listedValue(value: string, regions: TimezoneRegion[]): string | undefined {
  const region = canonicalTimezoneRegion(value.split(' ')[1] ?? '');
  const found = regions.find((candidate) => candidate.region === region);
  return found && timezoneValue(found.utc_offset, found.region);
}

/**
 * Timezone picker over the ~420 regions of the catalogue (every IANA zone, under its current name).
 *
 * Why a native <select> with one <optgroup> per UTC offset rather than a searchable combobox: the
 * native control brings the platform's own keyboard, screen-reader and (at 390 px) full-screen mobile
 * picker behaviour for free, and grouping by offset turns the list into ~40 ordered groups that
 * people scan by the offset they know; groups and labels use the offset a zone keeps today (Paris is
 * UTC+02:00 in July), while the stored value keeps its standard offset. Options start with the city, so typing "Paris" into the
 * focused select jumps to Europe/Paris; the empty choice says so ("Select or type a city").
 */
export function TimezoneSelect(props: TimezoneSelectProps) {
  const { id, name, label, value, onChange, onBlur, regions, error, hint, required, disabled } = props;
  const { now } = props;
  const groups = useMemo(() => groupByOffset(regions, now ?? new Date()), [regions, now]);
  const isKnown = regions.some((region) => timezoneValue(region.utc_offset, region.region) === value);
  // A stored old name shows as its zone's option; the value itself is kept until the user picks another.
  const shown = isKnown ? value : (listedValue(value, regions) ?? value);

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className={styles.wrap}>
          <select
            {...control}
            name={name}
            className={`${inputClassName} ${styles.select}`}
            value={shown}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value === shown ? value : event.target.value)}
            onBlur={onBlur}
          >
            <option value="">{props.placeholder ?? 'Select or type a city'}</option>
            {/* A stored value the catalogue no longer lists (or not loaded yet) stays visible. */}
            {shown === value && value && !isKnown && <option value={value}>{formatTimezone(value, now)}</option>}
            {groups.map((group) => (
              <optgroup key={group.offset} label={`UTC${group.offset}`}>
                {group.regions.map((region) => (
                  <option key={region.value} value={region.value}>
                    {region.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}
