import { canonicalTimezoneRegion, Currencies, timezoneValue, type Currency } from '@fractional/contract';
import { useCallback } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { TimezoneSelect } from '../../../components/ui/timezone-select';
import { useTimezones } from '../../../lib/catalogues';
import {
  HOURS_HINT,
  normalizeHours,
  normalizeRate,
  OVERLAP_HOURS_OPTIONS,
  RATE_HINT,
  RATING_OPTIONS,
  viewProblem,
} from '../filter-rules';
import { useTypedText } from '../hooks/use-typed-text';
import type { SearchView } from '../search-view';
import styles from './filter-panel.module.css';

type Update = (change: Partial<SearchView>, options: { push: boolean }) => void;

/** A number box bound to one of the view's values: keeps what was typed, writes the URL once typing pauses. */
function NumberFilter(props: {
  name: 'minRate' | 'maxRate' | 'minAvailableHours';
  label: string;
  hint: string;
  view: SearchView;
  update: Update;
  normalize: (text: string) => string | null;
  error?: string | null;
}) {
  const { name, update } = props;
  const onCommit = useCallback((value: string) => update({ [name]: value }, { push: false }), [name, update]);
  const box = useTypedText(props.view[name], onCommit, props.normalize);
  return (
    <TextInput
      name={name}
      label={props.label}
      mode="number"
      value={box.text}
      onChange={box.setText}
      hint={props.hint}
      error={box.isValid ? (props.error ?? null) : props.hint}
    />
  );
}

/** The IANA zone's option value in the catalogue (`+00:00 Europe/London`), or "" until it has loaded. */
function zoneOption(zone: string, regions: { utc_offset: string; region: string }[]): string {
  if (!zone) return '';
  const region = regions.find((item) => item.region === canonicalTimezoneRegion(zone));
  return region ? timezoneValue(region.utc_offset, region.region) : '';
}

/** Rate in a currency, free hours, working-day overlap, rating and vetting (docs/discovery.md#filters). */
export function NumberFilters({ view, update, currency }: { view: SearchView; update: Update; currency: Currency }) {
  const { data: timezones } = useTimezones();
  const regions = timezones?.regions ?? [];
  const rangeProblem = viewProblem(view);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Hourly rate</legend>
        <div className={styles.stack}>
          <Select
            name="currency"
            label="Currency"
            options={Currencies.options}
            value={currency}
            placeholder="Select a currency"
            onChange={(value) => update({ currency: value }, { push: true })}
          />
          <div className={styles.pair}>
            <NumberFilter
              name="minRate"
              label={`From (${currency})`}
              hint={RATE_HINT}
              view={view}
              update={update}
              normalize={normalizeRate}
              error={rangeProblem}
            />
            <NumberFilter
              name="maxRate"
              label={`Up to (${currency})`}
              hint={RATE_HINT}
              view={view}
              update={update}
              normalize={normalizeRate}
            />
          </div>
        </div>
      </fieldset>
      <NumberFilter
        name="minAvailableHours"
        label="Free hours a week, at least"
        hint={HOURS_HINT}
        view={view}
        update={update}
        normalize={normalizeHours}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Working-day overlap</legend>
        <div className={styles.stack}>
          <TimezoneSelect
            name="overlapWith"
            label="Overlap with"
            hint="Hours of 09:00–17:00 in common with this time zone."
            placeholder="Any time zone"
            value={zoneOption(view.overlapWith, regions)}
            regions={regions}
            onChange={(value) => update({ overlapWith: value.split(' ').at(-1) ?? '' }, { push: true })}
          />
          {view.overlapWith ? (
            <Select
              name="minOverlapHours"
              label="Hours in common"
              options={OVERLAP_HOURS_OPTIONS}
              value={view.minOverlapHours}
              placeholder="Any overlap"
              onChange={(value) => update({ minOverlapHours: value ?? '' }, { push: true })}
            />
          ) : null}
        </div>
      </fieldset>
      <Select
        name="minRating"
        label="Rating"
        options={RATING_OPTIONS}
        value={view.minRating}
        placeholder="Any rating"
        onChange={(value) => update({ minRating: value ?? '' }, { push: true })}
      />
      <Checkbox
        name="vetted"
        label="Vetted only"
        hint="Experts Fractional has vetted."
        value={view.vetted}
        onChange={(vetted) => update({ vetted }, { push: true })}
      />
    </>
  );
}
