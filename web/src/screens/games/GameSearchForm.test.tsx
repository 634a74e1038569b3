import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { GameSearchFormTestQuery } from '../../__generated__/GameSearchFormTestQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { renderScreen, resetAppServer, setUpAppServer } from '../../test/app-environment.tsx';
import type { SentOperation } from '../../test/fake-relay.tsx';
import { GameSearchForm } from './GameSearchForm.tsx';
import { gameSearchFromUrl, gamesQueryVariables, type GameSearch } from './game-search-params.ts';

// The loader preloads into the environment loaders use: in these tests, one with a fake server.
setUpAppServer();

const testQuery = graphql`
  query GameSearchFormTestQuery($companyIds: [ID!]!) {
    ...GameSearchForm_query @arguments(companyIds: $companyIds)
  }
`;

const NES = btoa('Console:1');
const SNES = btoa('Console:2');
const NINTENDO = { __typename: 'Company', id: btoa('Company:7'), name: 'Nintendo' };
const NINTENDO_EAD = { __typename: 'Company', id: btoa('Company:8'), name: 'Nintendo EAD' };
const COMPANIES = [NINTENDO, NINTENDO_EAD];

interface HarnessData {
  search: GameSearch;
  queryRef: PreloadedQuery<GameSearchFormTestQuery>;
}

/** As the games route's loader: every change of the address loads the filters' choices. */
function loader({ request }: LoaderFunctionArgs): HarnessData {
  const search = gameSearchFromUrl(new URL(request.url));
  return {
    search,
    queryRef: preloadQuery<GameSearchFormTestQuery>(testQuery, { companyIds: gamesQueryVariables(search).companyIds }),
  };
}

/** The screen as the route renders it: the applied search comes from the address. */
function Harness() {
  const { search, queryRef } = useLoaderData() as HarnessData;
  const data = usePreloadedQuery<GameSearchFormTestQuery>(testQuery, queryRef);
  const location = useLocation();
  return (
    <>
      <GameSearchForm query={data} search={search} />
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function answer({ name, variables }: SentOperation) {
  if (name === 'useCompanySuggestionsQuery') {
    const term = String(variables.search).toLowerCase();
    return { data: { companies: COMPANIES.filter((company) => company.name.toLowerCase().includes(term)) } };
  }
  const ids = variables.companyIds as string[];
  return {
    data: {
      chosenCompanies: ids.map((id) => COMPANIES.find((company) => company.id === id) ?? null),
      consoles: {
        edges: [
          { node: { id: NES, name: 'Nintendo Entertainment System', manufacturer: 'Nintendo' } },
          { node: { id: SNES, name: 'Super Nintendo Entertainment System', manufacturer: 'Nintendo' } },
        ],
      },
    },
  };
}

function renderAt(path: string) {
  resetAppServer(answer);
  return renderScreen({ path, screens: [{ path: 'games', loader, Component: Harness }], viewer: null });
}
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('the games search form', () => {
  it('shows the filters of a shared link, naming the chosen companies', async () => {
    renderAt(`/games?q=mario&console=${SNES}&region=PAL&developer=${NINTENDO.id}&from=1990&to=1999&sort=title`);
    expect((await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search games by title' })).value).toBe(
      'mario',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Console' }).value).toBe(SNES);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Region' }).value).toBe('PAL');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Developer' }).value).toBe('Nintendo');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'From year' }).value).toBe('1990');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('title');
    expect(screen.getByText('Filters').closest('details')?.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove the developer filter' })).toBeTruthy();
  });

  it('applies a region once chosen, and offers relevance only for a search', async () => {
    renderAt('/games');
    const sort = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    // The default order's option has no value: a form sent without script asks for the default.
    expect([...sort.options].map((option) => option.value)).toEqual(['', 'release-date', 'recently-added']);
    expect(sort.selectedOptions[0]?.textContent).toBe('Title');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'NTSC_J');
    await waitFor(() => expect(address()).toBe('/games?region=NTSC_J'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games by title' }), 'zelda');
    expect(address()).toBe('/games?region=NTSC_J');
    expect(sort.value).toBe('');
    expect(sort.selectedOptions[0]?.textContent).toBe('Relevance');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe('/games?q=zelda&region=NTSC_J'));
  });

  it('explains a "to" year before the "from" year instead of searching', async () => {
    renderAt('/games?q=mario');
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'From year' }), '1999');
    const to = screen.getByRole('spinbutton', { name: 'To year' });
    await userEvent.type(to, '1990{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('The “to” year must not be before the “from” year');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(to);
    expect(address()).toBe('/games?q=mario');
    await userEvent.clear(to);
    await userEvent.type(to, '2005');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(address()).toBe('/games?q=mario&from=1999&to=2005'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('picks a developer from the suggestions with the keyboard alone', async () => {
    renderAt('/games');
    const developer = await screen.findByRole('combobox', { name: 'Developer' });
    await userEvent.type(developer, 'ninten');
    const list = await screen.findByRole('listbox', { name: 'Developer' });
    expect(developer.getAttribute('aria-expanded')).toBe('true');
    expect([...list.querySelectorAll('[role=option]')].map((option) => option.textContent)).toEqual([
      'Nintendo',
      'Nintendo EAD',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(developer.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Nintendo EAD' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe(`/games?developer=${encodeURIComponent(NINTENDO_EAD.id)}`));
    expect((developer as HTMLInputElement).value).toBe('Nintendo EAD');
    expect(developer.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks to pick a company when a name was typed but not chosen', async () => {
    renderAt('/games');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Publisher' }), 'Sega{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert').textContent).toBe('Pick a company from the suggestions');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Publisher' }));
    expect(address()).toBe('/games');
  });

  it('clears the filters but keeps the search words and the order', async () => {
    renderAt(`/games?q=mario&console=${NES}&publisher=${NINTENDO.id}&sort=release-date`);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toBe('/games?q=mario&sort=release-date'));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Console' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Publisher' }).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search games by title' }));
  });
});
