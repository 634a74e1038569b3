// The offline lookup's search row is the catalogue's (GameSearchRow): the same label and button
// names, and a search goes to /games as online; a mistyped barcode is named in the catalogue's
// words. No IndexedDB here: the lookup answers from nothing kept, as on a first visit.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderWithRelay } from '../test/fake-relay.tsx';
import { NetworkFailure } from '../relay/environment.ts';
import OfflineLookup from './OfflineLookup.tsx';

function Searched() {
  const location = useLocation();
  return <p>Searched {location.pathname + location.search}</p>;
}

const routes = [{ path: '/games', element: <Searched /> }];
// A visitor's page, offline: the lookup never asks the server.
const offline = () => {
  throw new NetworkFailure(new TypeError('Failed to fetch'));
};

describe('the offline lookup', () => {
  it('has the catalogue search row, by role and name, and searches /games', async () => {
    const { sent } = renderWithRelay(<OfflineLookup q="" />, offline, { path: '/offline', routes });
    const box = screen.getByRole('searchbox', { name: 'Search games by title' });
    expect(screen.getByRole('search', { name: 'Games' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan a barcode' })).toBeTruthy();
    await userEvent.type(box, ' zelda ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByText(/^Searched/)).textContent).toBe('Searched /games?q=zelda');
    expect(sent).toEqual([]);
  });

  it('says a mistyped barcode in the words the catalogue uses online, in each language', async () => {
    renderWithRelay(<OfflineLookup q="4902370505109" />, offline, { path: '/offline', routes });
    expect((await screen.findByText(/looks like a barcode/)).textContent).toBe(
      'No games found. “4902370505109” looks like a barcode, but its last digit does not match the others: check it for a typing mistake.',
    );
    cleanup();
    renderWithRelay(<OfflineLookup q="4902370505109" />, offline, { path: '/offline', routes, locale: 'nl' });
    expect((await screen.findByText(/lijkt op een/)).textContent).toMatch(
      /^Geen games gevonden\. “4902370505109” lijkt op een barcode/,
    );
  });
});
