import { RELEASE_YEAR_RANGE, type Region } from '#shared/rules';
import { cleanSearchTerm, explicitSort, type GameSearch, type GameSort } from './game-search-params.ts';

/** A company filter as typed: the text in the box, and the company picked from the suggestions. */
export interface CompanyDraft {
  text: string;
  id: string | null;
}

/** What the filter form shows before it is applied: fields hold text, as the inputs do. */
export interface GameSearchDraft {
  q: string;
  console: string;
  region: Region | '';
  developer: CompanyDraft;
  publisher: CompanyDraft;
  from: string;
  to: string;
  sort: GameSort | null;
}

export type DraftProblem = 'notAYear' | 'toBeforeFrom' | 'pickCompany';
export type DraftProblems = Partial<Record<'developer' | 'publisher' | 'from' | 'to', DraftProblem>>;

/** The form's fields in their order on the page, to focus the first one with a problem. */
export const DRAFT_FIELDS = ['developer', 'publisher', 'from', 'to'] as const;

/** The form as it shows an applied search; `companyName` names the companies in the address. */
export function draftOf(search: GameSearch, companyName: (id: string) => string): GameSearchDraft {
  const company = (id: string | null): CompanyDraft => (id ? { id, text: companyName(id) } : { id: null, text: '' });
  return {
    q: search.q ?? '',
    console: search.console ?? '',
    region: search.region ?? '',
    developer: company(search.developer),
    publisher: company(search.publisher),
    from: search.from === null ? '' : String(search.from),
    to: search.to === null ? '' : String(search.to),
    sort: search.sort,
  };
}

function yearOf(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{4}$/.test(trimmed)) return 'invalid';
  const year = Number(trimmed);
  return year >= RELEASE_YEAR_RANGE.min && year <= RELEASE_YEAR_RANGE.max ? year : 'invalid';
}

/**
 * The search a draft asks for, or what must be fixed first. Unlike a shared link (read
 * forgivingly), what the user typed is checked and explained: a year out of range, "to" before
 * "from" (the API refuses it), or a company name typed but not picked from the suggestions.
 */
export function searchOfDraft(draft: GameSearchDraft): { search: GameSearch } | { problems: DraftProblems } {
  const problems: DraftProblems = {};
  const from = yearOf(draft.from);
  const to = yearOf(draft.to);
  if (from === 'invalid') problems.from = 'notAYear';
  if (to === 'invalid') problems.to = 'notAYear';
  else if (to !== null && from !== null && from !== 'invalid' && to < from) problems.to = 'toBeforeFrom';
  for (const role of ['developer', 'publisher'] as const) {
    if (draft[role].text.trim() && !draft[role].id) problems[role] = 'pickCompany';
  }
  if (Object.keys(problems).length > 0 || from === 'invalid' || to === 'invalid') return { problems };
  const q = cleanSearchTerm(draft.q);
  return {
    search: {
      q,
      console: draft.console || null,
      region: draft.region || null,
      developer: draft.developer.text.trim() ? draft.developer.id : null,
      publisher: draft.publisher.text.trim() ? draft.publisher.id : null,
      from,
      to,
      sort: explicitSort(draft.sort, q),
    },
  };
}
