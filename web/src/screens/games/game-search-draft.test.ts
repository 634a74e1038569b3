import { describe, expect, it } from 'vitest';
import { RELEASE_YEAR_RANGE } from '#shared/rules';
import { draftOf, searchOfDraft, type GameSearchDraft } from './game-search-draft.ts';
import { EMPTY_GAME_SEARCH } from './game-search-params.ts';

const NINTENDO = btoa('Company:7');
const draft = (patch: Partial<GameSearchDraft>): GameSearchDraft => ({
  ...draftOf(EMPTY_GAME_SEARCH, () => ''),
  ...patch,
});

describe('applying the filter form', () => {
  it('shows an applied search as text, naming its companies', () => {
    expect(
      draftOf({ ...EMPTY_GAME_SEARCH, q: 'mario', developer: NINTENDO, from: 1990 }, () => 'Nintendo'),
    ).toMatchObject({
      q: 'mario',
      developer: { id: NINTENDO, text: 'Nintendo' },
      publisher: { id: null, text: '' },
      from: '1990',
      to: '',
    });
  });

  it('turns blank fields into no filter and trims the search', () => {
    expect(searchOfDraft(draft({ q: '  zelda ', console: '', from: ' ' }))).toEqual({
      search: { ...EMPTY_GAME_SEARCH, q: 'zelda' },
    });
  });

  it('refuses years outside the release range or that are not years', () => {
    expect(searchOfDraft(draft({ from: String(RELEASE_YEAR_RANGE.min - 1), to: '19.5' }))).toEqual({
      problems: { from: 'notAYear', to: 'notAYear' },
    });
  });

  it('refuses a "to" year before the "from" year, and accepts the same year twice', () => {
    expect(searchOfDraft(draft({ from: '1999', to: '1990' }))).toEqual({ problems: { to: 'toBeforeFrom' } });
    expect(searchOfDraft(draft({ from: '1990', to: '1990' }))).toMatchObject({ search: { from: 1990, to: 1990 } });
  });

  it('asks for a company picked from the suggestions, not just typed', () => {
    expect(searchOfDraft(draft({ publisher: { id: null, text: 'Sega' } }))).toEqual({
      problems: { publisher: 'pickCompany' },
    });
    expect(searchOfDraft(draft({ developer: { id: NINTENDO, text: 'Nintendo' } }))).toMatchObject({
      search: { developer: NINTENDO },
    });
  });

  it('writes down no order when the default one is chosen', () => {
    expect(searchOfDraft(draft({ q: 'mario', sort: 'relevance' }))).toMatchObject({ search: { sort: null } });
    expect(searchOfDraft(draft({ q: '', sort: 'title' }))).toMatchObject({ search: { sort: null } });
    expect(searchOfDraft(draft({ q: 'mario', sort: 'title' }))).toMatchObject({ search: { sort: 'title' } });
  });
});
