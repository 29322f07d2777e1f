import { canonicalTimezoneRegion, Currencies, timezoneValue, type Currency } from '@fractional/contract';
import { useCallback, useMemo } from 'react';
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
  disabled?: boolean;
  /** Written into the URL with the value (a rate's currency), so what was typed keeps its meaning. */
  pin?: Partial<SearchView>;
}) {
  const { name, update, pin } = props;
  const onCommit = useCallback(
    (value: string) => update({ ...pin, [name]: value }, { push: false }),
    [name, update, pin],
  );
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
      disabled={props.disabled}
    />
  );
}

/** The IANA zone's option value in the catalogue (`+00:00 Europe/London`), or "" until it has loaded. */
function zoneOption(zone: string, regions: { utc_offset: string; region: string }[]): string {
  if (!zone) return '';
  const region = regions.find((item) => item.region === canonicalTimezoneRegion(zone));
  return region ? timezoneValue(region.utc_offset, region.region) : '';
}

/**
 * Rate in a currency, free hours, working-day overlap, rating and vetting (docs/discovery.md#filters). The
 * rate boxes wait for the client's usual currency (`currency` undefined until it loads), and a rate typed in
 * the usual currency pins it in the URL: a bookmark or a later project in another currency never rereads it.
 */
export function NumberFilters(props: { view: SearchView; update: Update; currency: Currency | undefined }) {
  const { view, update, currency } = props;
  const { data: timezones } = useTimezones();
  const regions = timezones?.regions ?? [];
  const rangeProblem = viewProblem(view);
  const pin = useMemo(() => (view.currency === null && currency ? { currency } : undefined), [view.currency, currency]);
  const loading = currency === undefined;
  const unit = loading ? '' : ` (${currency})`;
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Hourly rate</legend>
        <div className={styles.stack}>
          <Select
            name="currency"
            label="Currency"
            options={Currencies.options}
            value={currency ?? null}
            placeholder={loading ? 'Loading your currency…' : 'Select a currency'}
            disabled={loading}
            onChange={(value) => update({ currency: value }, { push: true })}
          />
          <div className={styles.pair}>
            <NumberFilter
              name="minRate"
              label={`From${unit}`}
              hint={RATE_HINT}
              view={view}
              update={update}
              normalize={normalizeRate}
              error={rangeProblem}
              disabled={loading}
              pin={pin}
            />
            <NumberFilter
              name="maxRate"
              label={`Up to${unit}`}
              hint={RATE_HINT}
              view={view}
              update={update}
              normalize={normalizeRate}
              disabled={loading}
              pin={pin}
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
