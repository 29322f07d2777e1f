import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX, type SavedSearch } from '@fractional/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextInput } from '../../../components/ui/text-input';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { savedSearchErrorText } from '../discovery-messages';
import styles from './saved-searches.module.css';

/** "Save this search": a name (the words by default), then `POST /saved-searches` with the URL's parameters. */
export function SaveSearchButton({ query, words }: { query: Record<string, string>; words: string }) {
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const create = useCreateSavedSearch();
  const open = () => {
    create.reset();
    setName(words.slice(0, SAVED_SEARCH_NAME_MAX));
    setSaved(null);
    setOpen(true);
  };
  const onConfirm = async () => {
    const body = { name: name.trim() || 'My search', query };
    const search = await create.mutateAsync(body);
    setSaved(search.name);
    setOpen(false);
  };
  return (
    <div className={styles.save}>
      <Button variant="secondary" onClick={open} disabled={Object.keys(query).length === 0}>
        Save this search
      </Button>
      <p role="status" className={styles.note}>
        {saved ? `Saved “${saved}”. We e-mail you weekly when new experts match it.` : ''}
      </p>
      {isOpen ? (
        <ConfirmDialog
          title="Save this search"
          confirmLabel="Save search"
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
          isPending={create.isPending}
          error={create.error ? savedSearchErrorText(create.error, SAVED_SEARCHES_MAX) : null}
        >
          <p>Open it again from “Your saved searches”. Once a week we e-mail you the experts who newly match it.</p>
          <TextInput
            name="savedSearchName"
            label="Name"
            value={name}
            onChange={setName}
            maxLength={SAVED_SEARCH_NAME_MAX}
            hint={`Up to ${SAVED_SEARCH_NAME_MAX} characters.`}
          />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const remove = useDeleteSavedSearch();
  return (
    <li className={styles.item}>
      <Link to={{ search: `?${new URLSearchParams(search.query).toString()}` }} className={styles.link}>
        {search.name}
      </Link>
      <Button variant="text" onClick={() => remove.mutateAsync(search.id)}>
        Delete<span className="visually-hidden"> the saved search {search.name}</span>
      </Button>
      {remove.isError ? <p role="alert">We could not delete it. Try again.</p> : null}
    </li>
  );
}

/** The client's saved searches (docs/discovery.md#saved-searches): open one (its query becomes the URL) or delete it. */
export function SavedSearches() {
  const headingId = useId();
  const { data, isPending, isError } = useSavedSearches();
  const searches = data?.data ?? [];
  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Your saved searches
      </h2>
      {isPending ? <p className={styles.note}>Loading…</p> : null}
      {isError ? <p role="alert">We could not load your saved searches.</p> : null}
      {data && searches.length === 0 ? (
        <p className={styles.note}>None yet: “Save this search” keeps one here.</p>
      ) : null}
      {searches.length > 0 ? (
        <ul className={styles.items}>
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
