import { timezoneValue, type TimezoneRegion } from '@fractional/contract';
import { useMemo } from 'react';
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
}

interface OffsetGroup {
  offset: string;
  regions: TimezoneRegion[];
}

/** "+05:45" → 345, "-03:30" → -210: orders the groups from UTC−12 to UTC+14. */
function offsetMinutes(offset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function groupByOffset(regions: TimezoneRegion[]): OffsetGroup[] {
  const groups = new Map<string, TimezoneRegion[]>();
  for (const region of regions) groups.set(region.utc_offset, [...(groups.get(region.utc_offset) ?? []), region]);
  return [...groups.entries()]
    .sort(([a], [b]) => offsetMinutes(a) - offsetMinutes(b))
    .map(([offset, list]) => ({
      offset,
      regions: list.sort((a, b) => timezoneOptionLabel(a).localeCompare(timezoneOptionLabel(b))),
    }));
}

/** The text users read: "(UTC+12:00) Pacific/Auckland". */
export function timezoneLabel(region: TimezoneRegion): string {
  return `(UTC${region.utc_offset}) ${region.region}`;
}

/** The place a region is named after: "Europe/Paris" → "Paris", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
function timezoneCity(region: string): string {
  return (region.split('/').pop() ?? region).replaceAll('_', ' ');
}

/**
 * An option's text: "Paris (UTC+01:00) Europe/Paris". The city comes first so that typing it into
 * the focused select (the browser's type-ahead matches the start of an option's text) finds it.
 */
export function timezoneOptionLabel(region: TimezoneRegion): string {
  return `${timezoneCity(region.region)} ${timezoneLabel(region)}`;
}

/**
 * Timezone picker over the ~460 regions of the catalogue (every IANA zone, at its standard offset).
 *
 * Why a native <select> with one <optgroup> per UTC offset rather than a searchable combobox: the
 * native control brings the platform's own keyboard, screen-reader and (at 390 px) full-screen mobile
 * picker behaviour for free, and grouping by offset turns the list into ~40 ordered groups that
 * people scan by the offset they know. Options start with the city, so typing "Paris" into the
 * focused select jumps to Europe/Paris; the empty choice says so ("Select or type a city").
 */
export function TimezoneSelect(props: TimezoneSelectProps) {
  const { id, name, label, value, onChange, onBlur, regions, error, hint, required, disabled } = props;
  const groups = useMemo(() => groupByOffset(regions), [regions]);
  const isKnown = regions.some((region) => timezoneValue(region.utc_offset, region.region) === value);

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className={styles.wrap}>
          <select
            {...control}
            name={name}
            className={`${inputClassName} ${styles.select}`}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          >
            <option value="">{props.placeholder ?? 'Select or type a city'}</option>
            {/* A stored value the catalogue no longer lists (or not loaded yet) stays visible. */}
            {value && !isKnown && <option value={value}>{value}</option>}
            {groups.map((group) => (
              <optgroup key={group.offset} label={`UTC${group.offset}`}>
                {group.regions.map((region) => (
                  <option key={region.region} value={timezoneValue(region.utc_offset, region.region)}>
                    {timezoneOptionLabel(region)}
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
