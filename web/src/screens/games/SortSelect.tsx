import { Trans } from '@lingui/react/macro';
import { defaultSort, type GameSort } from './game-search-params.ts';

interface SortSelectProps {
  id: string;
  /** The search words in the form: relevance is only an order when there are some. */
  q: string;
  value: GameSort | null;
  onChange(sort: GameSort | null): void;
}

/** The order of the results; choosing the default order stores none, so the address stays short. */
export function SortSelect({ id, q, value, onChange }: SortSelectProps) {
  const searching = q.trim() !== '';
  const fallback = defaultSort(searching ? q : null);
  const shown = value ?? fallback;
  return (
    <div className="field game-sort">
      <label htmlFor={id}>
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        name="sort"
        value={shown}
        onChange={(event) => onChange(event.target.value === fallback ? null : (event.target.value as GameSort))}
      >
        {searching && (
          <option value="relevance">
            <Trans>Relevance</Trans>
          </option>
        )}
        <option value="title">
          <Trans>Title</Trans>
        </option>
        <option value="release-date">
          <Trans>Release date (oldest first)</Trans>
        </option>
        <option value="recently-added">
          <Trans>Recently added</Trans>
        </option>
      </select>
    </div>
  );
}
