import { Industries, JobLevels, type Currency, type ExpertFacets } from '@fractional/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { expertisesQueryOptions, jobRolesQueryOptions, skillsQueryOptions } from '../../../lib/catalogues';
import type { IdListKey, SearchView } from '../search-view';
import { FacetGroup, facetOptions } from './facet-group';
import { NumberFilters } from './number-filters';
import styles from './filter-panel.module.css';

type Update = (change: Partial<SearchView>, options: { push: boolean }) => void;

const EMPTY_FACETS: ExpertFacets = { roles: [], expertise: [], skills: [], industries: [], jobLevel: [] };

/** Names for chosen catalogue ids the result's facets leave out: the catalogues load only then. */
function useCatalogueNames(view: SearchView, facets: ExpertFacets) {
  const isMissing = (key: IdListKey) => view[key].some((id) => !facets[key].some((facet) => facet.id === id));
  const roles = useQuery({ ...jobRolesQueryOptions, enabled: isMissing('roles') });
  const expertise = useQuery({ ...expertisesQueryOptions, enabled: isMissing('expertise') });
  const skills = useQuery({ ...skillsQueryOptions, enabled: isMissing('skills') });
  const name = (items: { id: number; name: string }[] | undefined) => (value: string) =>
    items?.find((item) => String(item.id) === value)?.name ?? `Item ${value}`;
  return {
    roles: name(roles.data?.map((item) => ({ id: item.id, name: item.role }))),
    expertise: name(expertise.data?.map((item) => ({ id: item.id, name: item.expertise }))),
    skills: name(skills.data?.map((item) => ({ id: item.id, name: item.skill }))),
  };
}

const ID_LISTS: readonly { key: IdListKey; legend: string }[] = [
  { key: 'roles', legend: 'Job roles' },
  { key: 'expertise', legend: 'Expertise' },
  { key: 'skills', legend: 'Skills' },
];

interface FilterPanelProps {
  view: SearchView;
  /** The result's counts; undefined before the first answer. */
  facets: ExpertFacets | undefined;
  /** The currency rates are in; undefined while the client's usual one loads. */
  currency: Currency | undefined;
  update: Update;
  onClear: () => void;
}

/**
 * Find experts' filters (docs/discovery.md#filters): the lists with the result's counts, then rate, hours,
 * overlap, rating and vetting. On a narrow screen they fold behind a "Filters" button.
 */
export function FilterPanel({ view, facets = EMPTY_FACETS, currency, update, onClear }: FilterPanelProps) {
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const names = useCatalogueNames(view, facets);
  return (
    <aside className={styles.aside} aria-label="Filters">
      <Button
        variant="secondary"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? 'Hide filters' : 'Filters'}
      </Button>
      <div id={panelId} className={styles.panel} data-open={isOpen}>
        {ID_LISTS.map(({ key, legend }) => (
          <FacetGroup
            key={key}
            legend={legend}
            name={key}
            options={facetOptions(
              facets[key].map((facet) => ({ value: String(facet.id), label: facet.label, count: facet.count })),
              view[key].map(String),
              names[key],
            )}
            selected={view[key].map(String)}
            onChange={(selected) => update({ [key]: selected.map(Number) }, { push: true })}
          />
        ))}
        <FacetGroup
          legend="Industries served"
          name="industries"
          options={facetOptions(
            facets.industries.map((facet) => ({ value: facet.key, label: facet.label, count: facet.count })),
            view.industries,
            (key) => Industries.labels[key as keyof typeof Industries.labels] ?? key,
          )}
          selected={view.industries}
          onChange={(selected) => update({ industries: selected as SearchView['industries'] }, { push: true })}
        />
        <FacetGroup
          legend="Job level"
          name="jobLevel"
          options={facetOptions(
            facets.jobLevel.map((facet) => ({ value: facet.key, label: facet.label, count: facet.count })),
            view.jobLevel,
            (key) => JobLevels.labels[key as keyof typeof JobLevels.labels] ?? key,
          )}
          selected={view.jobLevel}
          onChange={(selected) => update({ jobLevel: selected as SearchView['jobLevel'] }, { push: true })}
        />
        <NumberFilters view={view} update={update} currency={currency} />
        <Button variant="text" onClick={onClear}>
          Clear all filters
        </Button>
      </div>
    </aside>
  );
}
