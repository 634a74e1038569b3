// @vitest-environment happy-dom
// The offline lookup's search row is the catalogue's (GameSearchRow): the same label and button
// names, and a search goes to /games as online. No IndexedDB here: the lookup answers from
// nothing kept, as on a first visit.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderWithRelay } from '../test/fake-relay.tsx';
import OfflineLookup from './OfflineLookup.tsx';

afterEach(cleanup);

function Searched() {
  const location = useLocation();
  return <p>Searched {location.pathname + location.search}</p>;
}

const routes = [{ path: '/games', element: <Searched /> }];
// A visitor's page, offline: the lookup never asks the server.
const offline = () => {
  throw new TypeError('Failed to fetch');
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
});
