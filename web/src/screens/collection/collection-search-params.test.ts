import { describe, expect, it } from 'vitest';
import {
  collectionQueryVariables,
  collectionSearchFromUrl,
  collectionSearchParams,
} from './collection-search-params.ts';

describe('collection search in the address', () => {
  it('reads filters and sort and writes them back the same way', () => {
    const url = new URL(
      'https://x.test/collection?q=zelda&console=Q29uc29sZTox&region=PAL&completeness=LOOSE&sort=PRICE',
    );
    const search = collectionSearchFromUrl(url);
    expect(search).toEqual({
      list: 'owned',
      q: 'zelda',
      consoleId: 'Q29uc29sZTox',
      region: 'PAL',
      completeness: 'LOOSE',
      sort: 'PRICE',
    });
    expect(collectionSearchParams(search).toString()).toBe(url.search.slice(1));
  });

  it('drops unknown values and keeps the defaults out of the address', () => {
    const search = collectionSearchFromUrl(new URL('https://x.test/collection?region=MARS&completeness=x&sort=random'));
    expect(search).toEqual({ list: 'owned', q: '', consoleId: '', region: '', completeness: '', sort: 'TITLE' });
    expect(collectionSearchParams(search).toString()).toBe('');
    expect(collectionQueryVariables(search)).toEqual({
      search: null,
      consoleId: null,
      region: null,
      completeness: null,
      orderBy: 'TITLE',
      forTrade: null,
      showCopies: true,
      showWanted: false,
      showTrade: false,
    });
  });

  it('keeps the tab in the address and asks only for what the tab shows', () => {
    const search = collectionSearchFromUrl(new URL('https://x.test/collection?list=trade'));
    expect(search.list).toBe('trade');
    expect(collectionSearchParams(search).toString()).toBe('list=trade');
    expect(collectionQueryVariables(search)).toMatchObject({ forTrade: true, showCopies: true, showTrade: true });
    expect(collectionSearchFromUrl(new URL('https://x.test/collection?list=nope')).list).toBe('owned');
  });
});
