import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GameSearchForm_query$key } from '../../__generated__/GameSearchForm_query.graphql.ts';
import { GameFilters } from './GameFilters.tsx';
import { GameSearchRow } from './GameSearchRow.tsx';
import { SortSelect } from './SortSelect.tsx';
import { DRAFT_FIELDS, draftOf, searchOfDraft, type DraftProblems, type GameSearchDraft } from './game-search-draft.ts';
import { filterCount, gamesPath, withoutFilters, type GameSearch } from './game-search-params.ts';

const FORM = 'game-search';
// A select changed with the arrow keys changes on every press; apply once the choice settles.
const SELECT_PAUSE_MS = 300;

/**
 * The games search and its filters. What is applied lives in the address (`search`); the form
 * holds a draft until it is applied. Submitting (Enter, Search, Apply filters), picking a
 * company and changing a select (after a short pause) apply it as a new history entry, so Back
 * returns to the previous search; typing alone changes nothing until then.
 */
export function GameSearchForm({ query, search }: { query: GameSearchForm_query$key; search: GameSearch }) {
  const data = useFragment(
    graphql`
      fragment GameSearchForm_query on Query @argumentDefinitions(companyIds: { type: "[ID!]!", defaultValue: [] }) {
        chosenCompanies: nodes(ids: $companyIds) {
          id
          ... on Company {
            name
          }
        }
        ...GameFilters_query
      }
    `,
    query,
  );
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const companyName = (id: string) => data.chosenCompanies.find((node) => node?.id === id)?.name ?? t`Unknown company`;
  const applied = gamesPath(search);

  const [draft, setDraft] = useState(() => draftOf(search, companyName));
  const [problems, setProblems] = useState<DraftProblems>({});
  // The results on screen stay until the next ones have loaded; say that they are coming.
  const [requested, setRequested] = useState<string | null>(null);
  // Back/forward (or a link) changes the address without this form: refill it from the address.
  // Done during render, not by remounting, so the focus stays where it is.
  const [shownPath, setShownPath] = useState(applied);
  if (applied !== shownPath) {
    setShownPath(applied);
    setDraft(draftOf(search, companyName));
    setProblems({});
    setRequested(null);
  }

  const go = (path: string) => {
    setRequested(path);
    void navigate(path);
  };

  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const apply = (next: GameSearchDraft, moveFocus: boolean) => {
    clearTimeout(pending.current);
    const result = searchOfDraft(next);
    if ('problems' in result) {
      setProblems(result.problems);
      const first = DRAFT_FIELDS.find((field) => result.problems[field]);
      if (moveFocus && first) form.current?.querySelector<HTMLElement>(`#${FORM}-${first}`)?.focus();
      return;
    }
    setProblems({});
    const path = gamesPath(result.search);
    if (path !== applied) go(path);
  };

  /** Changes the draft; `then` applies it at once, after a pause, or leaves it for the submit. */
  const change = (patch: Partial<GameSearchDraft>, then: 'apply' | 'apply-soon' | 'wait' = 'wait') => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (then === 'apply') apply(next, false);
    if (then === 'apply-soon') {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => apply(latest.current, false), SELECT_PAUSE_MS);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft, true);
  };

  const clearFilters = () => {
    clearTimeout(pending.current);
    go(gamesPath(withoutFilters(search)));
    // The button goes away with the filters; leave the focus somewhere useful.
    form.current?.querySelector<HTMLElement>(`#${FORM}-q`)?.focus();
  };

  const [scanning, setScanning] = useState(false);
  // The installed app's "Scan a barcode" shortcut opens /games?scan=1: the camera once the page runs.
  const [searchParams] = useSearchParams();
  useEffect(() => {
    if (searchParams.get('scan') === '1') setScanning(true);
  }, [searchParams]);
  const scanned = (barcode: string) => {
    go(gamesPath({ ...withoutFilters(search), q: barcode }));
  };

  const active = filterCount(search);
  const [filtersOpen, setFiltersOpen] = useState(active > 0);

  return (
    <form
      ref={form}
      role="search"
      aria-label={t`Games`}
      className="game-search"
      action="/games"
      method="get"
      noValidate
      onSubmit={onSubmit}
    >
      <GameSearchRow
        id={`${FORM}-q`}
        name="q"
        value={draft.q}
        onChange={(q) => change({ q })}
        scanning={scanning}
        onScanningChange={setScanning}
        onScanned={scanned}
      >
        <p className="game-search-pending" role="status">
          {requested !== null && <Trans>Searching…</Trans>}
        </p>
      </GameSearchRow>
      <SortSelect
        id={`${FORM}-sort`}
        q={draft.q}
        value={draft.sort}
        onChange={(sort) => change({ sort }, 'apply-soon')}
      />
      <details
        className="game-filters"
        open={filtersOpen}
        onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
      >
        <summary>
          <Trans>Filters</Trans>
          {active > 0 && (
            <span className="game-filters-count">
              {' '}
              (<Plural value={active} one="# active" other="# active" />)
            </span>
          )}
        </summary>
        <GameFilters query={data} idPrefix={FORM} draft={draft} problems={problems} onChange={change} />
        <div className="game-filters-actions">
          <button type="submit" className="button">
            <Trans>Apply filters</Trans>
          </button>
          {active > 0 && (
            <>
              <button type="button" className="button needs-script" onClick={clearFilters}>
                <Trans>Clear filters</Trans>
              </button>
              {/* Without script the same address, as a link. */}
              <noscript>
                <a className="button" href={gamesPath(withoutFilters(search))}>
                  <Trans>Clear filters</Trans>
                </a>
              </noscript>
            </>
          )}
        </div>
      </details>
    </form>
  );
}
