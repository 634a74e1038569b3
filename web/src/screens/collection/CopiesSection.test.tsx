// /collection's copies, online and offline alike: a region named by its heading with the count as
// its status, or the words for an empty tab, search or collection (the catalogue's link online only).
import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { collectionSearchFromUrl } from './collection-search-params.ts';
import { CopiesSection } from './CopiesSection.tsx';

const search = (query = '') => collectionSearchFromUrl(new URL(`http://localhost/collection${query}`));

describe('the copies of /collection', () => {
  it('are a region named by the tab, its count the status, the rows the caller’s', () => {
    renderAt(
      <CopiesSection search={search('?list=trade')} total={21} empty={false}>
        <li>Pokémon Red</li>
      </CopiesSection>,
    );
    const region = screen.getByRole('region', { name: 'Copies for trade' });
    expect(within(region).getByRole('status').textContent).toBe('21 copies');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Pokémon Red']);
  });

  it('say why nothing is listed: no offer, no match, an empty collection', () => {
    const empty = (query: string, browseLink = false) => {
      cleanup();
      renderAt(
        <CopiesSection search={search(query)} total={0} empty browseLink={browseLink}>
          {null}
        </CopiesSection>,
      );
      return screen.getByRole('status').textContent;
    };
    expect(empty('?list=trade')).toMatch(/^You offer no copies for trade\./);
    expect(empty('?q=zelda')).toBe('No copies in your collection match this search.');
    expect(empty('')).toBe('Your collection is empty.');
    expect(screen.queryByRole('link')).toBeNull();
    empty('', true);
    expect(screen.getByRole('link', { name: 'Browse the games and add the ones you own' }).getAttribute('href')).toBe(
      '/games',
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
