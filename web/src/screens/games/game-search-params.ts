import { normaliseBarcode } from '#shared/barcode-rules';
import { LIMITS, MAX_ROW_ID, REGIONS, RELEASE_YEAR_RANGE, type Region } from '#shared/rules';

/**
 * The /games search as it lives in the address (`?q=mario&console=…&region=PAL&developer=…&
 * publisher=…&from=1990&to=1999&sort=title`), so any search can be shared as a link and survives
 * a reload. Reading is forgiving: an unknown or invalid value (a typo, an old bookmark, an id of
 * another type) is left out as if it were not there, never an error, so the API is only ever asked
 * what it accepts.
 */
export interface GameSearch {
  /** Words of the title; null for the whole catalogue. */
  q: string | null;
  /** Relay global ids (`Console`, `Company`). */
  console: string | null;
  region: Region | null;
  developer: string | null;
  publisher: string | null;
  /** First-release years, inclusive; always within RELEASE_YEAR_RANGE and from <= to. */
  from: number | null;
  to: number | null;
  /** null is the default order: relevance with a search, title without. */
  sort: GameSort | null;
}

export const GAME_SORTS = ['relevance', 'title', 'release-date', 'recently-added'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

export const EMPTY_GAME_SEARCH: GameSearch = {
  q: null,
  console: null,
  region: null,
  developer: null,
  publisher: null,
  from: null,
  to: null,
  sort: null,
};

/** The order the API uses when none is asked for. */
export const defaultSort = (q: string | null): GameSort => (q ? 'relevance' : 'title');

/**
 * The order to write down: none for the default. Relevance is only ever the default (it means
 * nothing without a search), so it never appears in an address.
 */
export function explicitSort(sort: GameSort | null, q: string | null): GameSort | null {
  return sort && sort !== 'relevance' && sort !== defaultSort(q) ? sort : null;
}

/** A blank or untrimmed search is no search; longer than the API accepts is cut. */
export function cleanSearchTerm(raw: string | null | undefined): string | null {
  return raw?.trim().slice(0, LIMITS.searchQueryMax).trim() || null;
}

/**
 * The canonical global id of a `type` row, or null when `raw` cannot be one. The API's ids are
 * Pothos' default, base64 of `Type:rowId`; it refuses an id of the wrong type with an error, so a
 * stray value from the address is dropped here instead.
 */
export function globalIdOf(type: 'Console' | 'Company', raw: string | null | undefined): string | null {
  if (!raw || raw.length > 64) return null;
  let decoded: string;
  try {
    decoded = atob(raw);
  } catch {
    return null;
  }
  const match = /^(\w+):([1-9]\d*)$/.exec(decoded);
  if (!match || match[1] !== type || Number(match[2]) > MAX_ROW_ID) return null;
  return btoa(decoded);
}

/** A region by its enum name (`NTSC_U`) or as people write it (`ntsc-u`). */
function regionOf(raw: string | null): Region | null {
  const name = raw?.trim().toUpperCase().replace('-', '_');
  return REGIONS.find((region) => region === name) ?? null;
}

function yearOf(raw: string | null): number | null {
  if (!raw || !/^\d{1,4}$/.test(raw.trim())) return null;
  const year = Number(raw);
  return year >= RELEASE_YEAR_RANGE.min && year <= RELEASE_YEAR_RANGE.max ? year : null;
}

/** Reads the search from the address; see GameSearch for what is left out. */
export function gameSearchFromUrl(url: URL): GameSearch {
  const params = url.searchParams;
  const q = cleanSearchTerm(params.get('q'));
  let from = yearOf(params.get('from'));
  let to = yearOf(params.get('to'));
  // `from=1999&to=1990` can only mean the nineties: swapped rather than thrown away, so a link
  // typed by hand still finds what its author meant (the API itself refuses from > to).
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const sort = GAME_SORTS.find((known) => known === params.get('sort')) ?? null;
  return {
    q,
    console: globalIdOf('Console', params.get('console')),
    region: regionOf(params.get('region')),
    developer: globalIdOf('Company', params.get('developer')),
    publisher: globalIdOf('Company', params.get('publisher')),
    from,
    to,
    sort: explicitSort(sort, q),
  };
}

/** The address of a search; blank values and the default order are left out. */
export function gamesPath(search: GameSearch): string {
  const params = new URLSearchParams();
  const q = cleanSearchTerm(search.q);
  const add = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  add('q', q);
  add('console', search.console);
  add('region', search.region);
  add('developer', search.developer);
  add('publisher', search.publisher);
  add('from', search.from);
  add('to', search.to);
  add('sort', explicitSort(search.sort, q));
  const query = params.toString();
  return query ? `/games?${query}` : '/games';
}

const FILTERS = ['console', 'region', 'developer', 'publisher', 'from', 'to'] as const;

/** How many filters narrow the list (the search words and the order are not filters). */
export function filterCount(search: GameSearch): number {
  return FILTERS.filter((name) => search[name] !== null).length;
}

/** The same search and order without any filter. */
export const withoutFilters = (search: GameSearch): GameSearch => ({
  ...EMPTY_GAME_SEARCH,
  q: search.q,
  sort: search.sort,
});

const ORDER_BY = {
  relevance: 'RELEVANCE',
  title: 'TITLE',
  'release-date': 'RELEASE_DATE',
  'recently-added': 'RECENTLY_ADDED',
} as const satisfies Record<GameSort, string>;

/** The `games` arguments of a search, and the companies whose names the filter form shows. */
export function gamesQueryVariables(search: GameSearch) {
  return {
    search: search.q,
    // A barcode typed or pasted into the search opens the version that carries it.
    barcode: search.q ?? '',
    byBarcode: search.q !== null && normaliseBarcode(search.q) !== null,
    consoleId: search.console,
    region: search.region,
    developerId: search.developer,
    publisherId: search.publisher,
    releasedFrom: search.from,
    releasedTo: search.to,
    orderBy: search.sort ? ORDER_BY[search.sort] : null,
    companyIds: [search.developer, search.publisher].filter((id) => id !== null),
  };
}
