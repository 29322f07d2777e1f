import { SKILLS_MAX, type Skill } from '@fractional/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Field, inputClassName } from './field';
import { SkillList } from './skill-list';
import styles from './skill-search.module.css';
import { scrollOptionIntoView, useActiveOption } from './use-active-option';

export interface SkillSearchProps {
  id?: string;
  name: string;
  label: string;
  /** The catalogue (GET /api/v1/ref-skills). */
  skills: Skill[];
  /** The chosen skills. */
  value: Skill[];
  onChange: (value: Skill[]) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  max?: number;
  placeholder?: string;
}

/**
 * Skills matching a query, leaving out the chosen ones; empty query → none. Names starting with the
 * query come first, then other names containing it, then skills that only mention it in their
 * description; catalogue order within each.
 */
export function findSkills(skills: Skill[], query: string, chosen: Skill[]): Skill[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const chosenIds = new Set(chosen.map((skill) => skill.id));
  const rank = (skill: Skill): number => {
    const name = skill.skill.toLowerCase();
    if (name.startsWith(needle)) return 0;
    if (name.includes(needle)) return 1;
    return skill.description.toLowerCase().includes(needle) ? 2 : -1;
  };
  const tiers: Skill[][] = [[], [], []];
  for (const skill of skills) {
    const tier = chosenIds.has(skill.id) ? -1 : rank(skill);
    if (tier >= 0) tiers[tier]?.push(skill);
  }
  return tiers.flat();
}

/** Skill search (docs/product.md#forms-and-validation): a combobox over the catalogue; chosen skills listed with a remove button. */
export function SkillSearch(props: SkillSearchProps) {
  const { id, name, label, skills, value, onChange, onBlur, error, hint, required, disabled } = props;
  const { max = SKILLS_MAX, placeholder = 'Search skills, e.g. modelling' } = props;
  const [query, setQuery] = useState('');
  const [isOpen, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const isFull = value.length >= max;
  const results = isFull ? [] : findSkills(skills, query, value);
  const { active, setActive, moveByKey } = useActiveOption(results.length);
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = isOpen && active >= 0 ? optionId(active) : undefined;
  const showList = isOpen && results.length > 0;
  const showEmpty = isOpen && !isFull && query.trim() !== '' && results.length === 0;
  const refocus = useRef(false);

  useEffect(() => scrollOptionIntoView(activeId), [activeId]);
  useEffect(() => {
    // After a removal the button is gone (and a full, disabled search may be enabled again).
    if (!refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  }, [value]);

  const add = (skill: Skill | undefined) => {
    if (!skill || isFull) return;
    onChange([...value, skill]);
    // Done with this search: the box is ready for the next one.
    setQuery('');
    setOpen(false);
  };
  const remove = (skill: Skill) => {
    refocus.current = true;
    onChange(value.filter((item) => item.id !== skill.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // never submit the surrounding form
      if (showList) add(results[active]);
    } else if (event.key === 'Escape' && (showList || showEmpty || query)) {
      event.preventDefault();
      event.stopPropagation(); // the list closes (then the query clears), not a surrounding dialog
      if (showList || showEmpty) setOpen(false);
      else setQuery('');
    } else if (!isOpen && event.key === 'ArrowDown') {
      setOpen(true);
    } else if (showList) {
      moveByKey(event);
    }
  };

  const fieldHint = isFull ? `You have chosen ${max} skills, the maximum. Remove one to add another.` : hint;
  return (
    <Field id={id} label={label} hint={fieldHint} error={error} required={required}>
      {(control) => (
        <div>
          <div className={styles.root}>
            <input
              {...control}
              ref={inputRef}
              type="search"
              name={name}
              role="combobox"
              aria-expanded={showList}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              autoComplete="off"
              className={inputClassName}
              placeholder={placeholder}
              value={query}
              disabled={disabled || isFull}
              onChange={(event) => {
                setQuery(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onFocus={() => setOpen(true)}
              onBlur={() => {
                setOpen(false);
                onBlur?.();
              }}
            />
            {showList && (
              <ul id={listId} role="listbox" aria-label={`${label}: results`} className={styles.results}>
                {results.map((skill, index) => (
                  <li
                    key={skill.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={index === active ? `${styles.result} ${styles.active}` : styles.result}
                    onMouseDown={(event) => event.preventDefault()} // keep focus in the search box
                    onClick={() => add(skill)}
                  >
                    <span className={styles.name}>{skill.skill}</span>
                    <span className={styles.description}>{skill.description}</span>
                  </li>
                ))}
              </ul>
            )}
            {showEmpty && <p className={styles.empty}>No skills match “{query.trim()}”.</p>}
          </div>
          <p role="status" className="visually-hidden">
            {isOpen && query.trim() ? `${results.length} skill(s) found` : ''}
          </p>
          <SkillList label={label} skills={value} disabled={disabled} onRemove={remove} />
        </div>
      )}
    </Field>
  );
}
