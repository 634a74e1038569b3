import { Trans } from '@lingui/react/macro';
import { defaultSort, type GameSort } from './game-search-params.ts';

interface SortSelectProps {
  id: string;
  /** The search words in the form: relevance is only an order when there are some. */
  q: string;
  value: GameSort | null;
  onChange(sort: GameSort | null): void;
}

/**
 * The order of the results; choosing the default order stores none, so the address stays short.
 * The default order's option has no value: a form sent without script (a GET to /games) then asks
 * for the default of the words it carries, relevance once there are some, not the order this page
 * had without them.
 */
export function SortSelect({ id, q, value, onChange }: SortSelectProps) {
  const searching = q.trim() !== '';
  const fallback = defaultSort(searching ? q : null);
  const optionValue = (sort: GameSort) => (sort === fallback ? '' : sort);
  return (
    <div className="field game-sort">
      <label htmlFor={id}>
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        name="sort"
        value={value === null ? '' : optionValue(value)}
        onChange={(event) => onChange((event.target.value || null) as GameSort | null)}
      >
        {searching && (
          <option value="">
            <Trans>Relevance</Trans>
          </option>
        )}
        <option value={optionValue('title')}>
          <Trans>Title</Trans>
        </option>
        <option value={optionValue('release-date')}>
          <Trans>Release date (oldest first)</Trans>
        </option>
        <option value={optionValue('recently-added')}>
          <Trans>Recently added</Trans>
        </option>
      </select>
    </div>
  );
}
