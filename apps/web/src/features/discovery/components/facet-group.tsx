import { useId } from 'react';
import { CheckboxBox } from '../../../components/ui/checkbox';
import styles from './filter-panel.module.css';

export interface FacetOption {
  value: string;
  label: string;
  /** Experts in the whole result with it; undefined for a chosen item the result's top 20 leave out. */
  count?: number;
}

interface FacetGroupProps {
  legend: string;
  name: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** One list filter (docs/discovery.md#filters): a fieldset of real checkboxes, each "label (count)". */
export function FacetGroup({ legend, name, options, selected, onChange }: FacetGroupProps) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          const isChecked = selected.includes(option.value);
          return (
            <li key={option.value} className={styles.option}>
              <CheckboxBox
                id={inputId}
                name={name}
                value={option.value}
                checked={isChecked}
                onChange={(checked) =>
                  onChange(checked ? [...selected, option.value] : selected.filter((item) => item !== option.value))
                }
              />
              <label htmlFor={inputId}>
                {option.label}
                {option.count === undefined ? null : <span className={styles.count}> ({option.count})</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The options of a list: the result's facets, most frequent first, then any chosen item they leave out
 * (named from `labelOf`), so a chosen filter can always be unticked.
 */
export function facetOptions(
  facets: readonly { value: string; label: string; count: number }[],
  selected: readonly string[],
  labelOf: (value: string) => string,
): FacetOption[] {
  const missing = selected
    .filter((value) => !facets.some((facet) => facet.value === value))
    .map((value) => ({ value, label: labelOf(value) }));
  return [...facets, ...missing];
}
