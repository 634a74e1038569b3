import { COMPLETENESS, type Completeness } from '#shared/collection-rules';
import { REGIONS, type Region } from '#shared/rules';

/** The /collection tabs: owned copies, the want list, copies offered for trade. */
export const COLLECTION_LISTS = ['owned', 'wanted', 'trade'] as const;
export type CollectionListName = (typeof COLLECTION_LISTS)[number];

export const COLLECTION_SORTS = ['TITLE', 'RELEASE_DATE', 'ACQUIRED_ON', 'PRICE'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

/** What /collection?q=&console=&region=&completeness=&sort= asks for; anything unknown is dropped. */
export interface CollectionSearch {
  list: CollectionListName;
  q: string;
  consoleId: string;
  region: Region | '';
  completeness: Completeness | '';
  sort: CollectionSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

export function collectionSearchFromUrl(url: URL): CollectionSearch {
  const params = url.searchParams;
  return {
    list: oneOf(COLLECTION_LISTS, params.get('list')) || 'owned',
    q: (params.get('q') ?? '').trim(),
    consoleId: params.get('console') ?? '',
    region: oneOf(REGIONS, params.get('region')),
    completeness: oneOf(COMPLETENESS, params.get('completeness')),
    sort: oneOf(COLLECTION_SORTS, params.get('sort')) || 'TITLE',
  };
}

/** The address for a search: defaults are left out, so a plain /collection stays plain. */
export function collectionSearchParams(search: CollectionSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.list !== 'owned') params.set('list', search.list);
  if (search.q) params.set('q', search.q);
  if (search.consoleId) params.set('console', search.consoleId);
  if (search.region) params.set('region', search.region);
  if (search.completeness) params.set('completeness', search.completeness);
  if (search.sort !== 'TITLE') params.set('sort', search.sort);
  return params;
}

export function collectionQueryVariables(search: CollectionSearch) {
  return {
    search: search.q || null,
    consoleId: search.consoleId || null,
    region: search.region || null,
    completeness: search.completeness || null,
    orderBy: search.sort,
    forTrade: search.list === 'trade' ? true : null,
    showCopies: search.list !== 'wanted',
    showWanted: search.list === 'wanted',
    showTrade: search.list === 'trade',
  };
}

export const isFiltered = (search: CollectionSearch) =>
  Boolean(search.q || search.consoleId || search.region || search.completeness);
