import { describe, expect, it } from 'vitest';
import { LIMITS, RELEASE_YEAR_RANGE } from '#shared/rules';
import {
  EMPTY_GAME_SEARCH,
  gameSearchFromUrl,
  gamesPath,
  gamesQueryVariables,
  globalIdOf,
  filterCount,
  withoutFilters,
  type GameSearch,
} from './game-search-params.ts';

const at = (path: string) => gameSearchFromUrl(new URL(path, 'https://cartridgevault.example'));
const NES = btoa('Console:3');
const NINTENDO = btoa('Company:7');
const SQUARE = btoa('Company:12');

describe('reading the games search from the address', () => {
  it('reads every filter of a shared link', () => {
    expect(
      at(
        `/games?q=mario&console=${NES}&region=PAL&developer=${NINTENDO}&publisher=${SQUARE}&from=1990&to=1999&sort=title`,
      ),
    ).toEqual({
      q: 'mario',
      console: NES,
      region: 'PAL',
      developer: NINTENDO,
      publisher: SQUARE,
      from: 1990,
      to: 1999,
      sort: 'title',
    });
  });

  it('is the whole catalogue without parameters, and treats blank values as absent', () => {
    expect(at('/games')).toEqual(EMPTY_GAME_SEARCH);
    expect(at('/games?q=%20%20&console=&region=&from=&to=&sort=')).toEqual(EMPTY_GAME_SEARCH);
  });

  it('trims the search and cuts it to what the API accepts', () => {
    expect(at('/games?q=%20zelda%20').q).toBe('zelda');
    expect(at(`/games?q=${'a'.repeat(500)}`).q).toHaveLength(LIMITS.searchQueryMax);
  });

  it('ignores ids that are not a console or a company, rather than failing', () => {
    expect(at('/games?console=not-base64!').console).toBeNull();
    expect(at(`/games?console=${NINTENDO}`).console).toBeNull();
    expect(at(`/games?developer=${NES}&publisher=${btoa('Company:abc')}`)).toMatchObject({
      developer: null,
      publisher: null,
    });
    expect(at(`/games?developer=${btoa('Company:0')}`).developer).toBeNull();
    expect(at(`/games?developer=${btoa('Company:99999999999')}`).developer).toBeNull();
  });

  it('writes an id in its canonical form', () => {
    expect(globalIdOf('Console', btoa('Console:3').replace(/=+$/, ''))).toBe(NES);
  });

  it('reads a region by its name or as people write it, and ignores unknown ones', () => {
    expect(at('/games?region=NTSC_U').region).toBe('NTSC_U');
    expect(at('/games?region=ntsc-j').region).toBe('NTSC_J');
    expect(at('/games?region=mars').region).toBeNull();
  });

  it('ignores years outside the release range or that are not whole years', () => {
    expect(at(`/games?from=${RELEASE_YEAR_RANGE.min - 1}&to=${RELEASE_YEAR_RANGE.max + 1}`)).toMatchObject({
      from: null,
      to: null,
    });
    expect(at('/games?from=1990.5&to=nineties')).toMatchObject({ from: null, to: null });
    expect(at(`/games?from=${RELEASE_YEAR_RANGE.min}&to=${RELEASE_YEAR_RANGE.max}`)).toMatchObject({
      from: RELEASE_YEAR_RANGE.min,
      to: RELEASE_YEAR_RANGE.max,
    });
  });

  it('swaps a "from" year after the "to" year, since the API would refuse it', () => {
    expect(at('/games?from=1999&to=1990')).toMatchObject({ from: 1990, to: 1999 });
    expect(at('/games?from=1999')).toMatchObject({ from: 1999, to: null });
  });

  it('ignores unknown sorts, relevance without a search, and the default order', () => {
    expect(at('/games?sort=popularity').sort).toBeNull();
    expect(at('/games?sort=relevance').sort).toBeNull();
    expect(at('/games?q=mario&sort=relevance').sort).toBeNull();
    expect(at('/games?sort=title').sort).toBeNull();
    expect(at('/games?q=mario&sort=title').sort).toBe('title');
    expect(at('/games?sort=release-date').sort).toBe('release-date');
    expect(at('/games?sort=recently-added').sort).toBe('recently-added');
  });
});

describe('the address of a games search', () => {
  it('is /games for the whole catalogue', () => {
    expect(gamesPath(EMPTY_GAME_SEARCH)).toBe('/games');
    expect(gamesPath({ ...EMPTY_GAME_SEARCH, q: '   ', sort: 'title' })).toBe('/games');
  });

  it('leaves blank values and the default order out', () => {
    expect(gamesPath({ ...EMPTY_GAME_SEARCH, q: 'mario', region: 'PAL', sort: 'relevance' })).toBe(
      '/games?q=mario&region=PAL',
    );
  });

  it('round-trips every filter', () => {
    const search: GameSearch = {
      q: 'kirby & co',
      console: NES,
      region: 'NTSC_J',
      developer: NINTENDO,
      publisher: SQUARE,
      from: 1985,
      to: 1995,
      sort: 'release-date',
    };
    expect(at(gamesPath(search))).toEqual(search);
  });
});

describe('the games query of a search', () => {
  it('passes each filter to the API and asks for the chosen companies by id', () => {
    expect(
      gamesQueryVariables({
        ...EMPTY_GAME_SEARCH,
        q: 'mario',
        developer: NINTENDO,
        from: 1990,
        sort: 'recently-added',
      }),
    ).toEqual({
      search: 'mario',
      barcode: 'mario',
      byBarcode: false,
      consoleId: null,
      region: null,
      developerId: NINTENDO,
      publisherId: null,
      releasedFrom: 1990,
      releasedTo: null,
      orderBy: 'RECENTLY_ADDED',
      companyIds: [NINTENDO],
    });
    expect(gamesQueryVariables(EMPTY_GAME_SEARCH)).toMatchObject({ orderBy: null, companyIds: [] });
  });

  it('looks a valid barcode up as a version, in either spelling, and nothing else', () => {
    expect(gamesQueryVariables({ ...EMPTY_GAME_SEARCH, q: '0 36000 29145 2' })).toMatchObject({ byBarcode: true });
    expect(gamesQueryVariables({ ...EMPTY_GAME_SEARCH, q: '4006381333931' })).toMatchObject({ byBarcode: true });
    expect(gamesQueryVariables({ ...EMPTY_GAME_SEARCH, q: '4006381333932' })).toMatchObject({ byBarcode: false });
    expect(gamesQueryVariables({ ...EMPTY_GAME_SEARCH, q: null })).toMatchObject({ byBarcode: false, barcode: '' });
  });

  it('counts the filters, not the search words or the order', () => {
    expect(filterCount({ ...EMPTY_GAME_SEARCH, q: 'mario', sort: 'title' })).toBe(0);
    expect(filterCount({ ...EMPTY_GAME_SEARCH, region: 'PAL', from: 1990, to: 1999 })).toBe(3);
  });

  it('clears the filters but keeps the search words and the order', () => {
    const search: GameSearch = { ...EMPTY_GAME_SEARCH, q: 'mario', console: NES, developer: NINTENDO, sort: 'title' };
    expect(withoutFilters(search)).toEqual({ ...EMPTY_GAME_SEARCH, q: 'mario', sort: 'title' });
  });
});
