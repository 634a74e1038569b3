import { useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { COMPLETENESS, type Completeness } from '#shared/collection-rules';
import type { Region } from '#shared/rules';
import type { CollectionFilters_query$key } from '../../__generated__/CollectionFilters_query.graphql.ts';
import { ConsoleFilter } from '../games/ConsoleFilter.tsx';
import { RegionFilter } from '../games/RegionFilter.tsx';
import { useCopyLabels } from '../../collection/condition-label.ts';
import {
  COLLECTION_SORTS,
  collectionSearchParams,
  type CollectionSearch,
  type CollectionSort,
} from './collection-search-params.ts';

/** Search, filters and sort; every change is a new address, so the list loads through the route. */
export function CollectionFilters({ query, search }: { query: CollectionFilters_query$key; search: CollectionSearch }) {
  const data = useFragment(
    graphql`
      fragment CollectionFilters_query on Query {
        ...ConsoleFilter_query
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const labels = useCopyLabels();
  const [q, setQ] = useState(search.q);
  const go = (next: CollectionSearch) => {
    const params = collectionSearchParams(next).toString();
    void navigate(params ? `/collection?${params}` : '/collection', { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...search, q: q.trim() });
  };
  const sortLabels: Record<CollectionSort, ReactNode> = {
    TITLE: <Trans>Title</Trans>,
    RELEASE_DATE: <Trans>Release date</Trans>,
    ACQUIRED_ON: <Trans>Acquired on (newest first)</Trans>,
    PRICE: <Trans>Price (highest first)</Trans>,
  };

  return (
    <form className="collection-filters" role="search" onSubmit={onSubmit}>
      <div className="field collection-search">
        <label htmlFor="collection-q">
          <Trans>Search your collection</Trans>
        </label>
        <div className="collection-search-row">
          <input id="collection-q" name="q" type="search" value={q} onChange={(event) => setQ(event.target.value)} />
          <button type="submit" className="button primary">
            <Trans>Search</Trans>
          </button>
        </div>
      </div>
      <ConsoleFilter
        query={data}
        id="collection-console"
        value={search.consoleId}
        onChange={(consoleId) => go({ ...search, q, consoleId })}
      />
      <RegionFilter
        id="collection-region"
        value={search.region}
        onChange={(region: Region | '') => go({ ...search, q, region })}
      />
      <div className="field">
        <label htmlFor="collection-completeness">
          <Trans>Completeness</Trans>
        </label>
        <select
          id="collection-completeness"
          value={search.completeness}
          onChange={(event) => go({ ...search, q, completeness: event.target.value as Completeness | '' })}
        >
          <option value="">
            <Trans>Any</Trans>
          </option>
          {COMPLETENESS.map((value) => (
            <option key={value} value={value}>
              {labels.completeness(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="collection-sort">
          <Trans>Sort by</Trans>
        </label>
        <select
          id="collection-sort"
          value={search.sort}
          onChange={(event) => go({ ...search, q, sort: event.target.value as CollectionSort })}
        >
          {COLLECTION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
