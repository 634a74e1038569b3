import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import type { GraphQLResponse } from 'relay-runtime';
import { appServer, renderScreen, resetAppServer, setUpAppServer } from '../../test/app-environment.tsx';
import { mutationsIn, type SentOperation } from '../../test/fake-relay.tsx';
import { Component, loader } from './AddGameScreen.tsx';
import { CONSOLES, defaultAnswer, fillRequiredFields, storedImage } from './test/game-form-harness.tsx';

const user = { id: 'VXNlcjo0Mg==', databaseId: 42, role: 'USER', username: 'ada', displayName: null };

// The route loader preloads into the environment loaders use: in these tests, one with a fake server.
setUpAppServer();

const similarGame = {
  __typename: 'Game',
  id: 'R2FtZTo1',
  databaseId: 5,
  title: 'Sonic the Hedgehog',
  firstReleaseDate: '1991-06-23',
  console: { __typename: 'Console', id: CONSOLES[1]!.id, name: 'Mega Drive / Genesis' },
};

function answer(operation: SentOperation): GraphQLResponse {
  if (operation.name === 'AddGameScreenQuery') return defaultAnswer({ ...operation, name: 'GameFormTestQuery' });
  if (operation.name !== 'useAddGameMutation') return defaultAnswer(operation);
  const addGame = operation.variables.confirmedNotDuplicate
    ? { __typename: 'MutationAddGameSuccess', data: { __typename: 'Game', id: 'R2FtZTo5OQ==', databaseId: 99 } }
    : { __typename: 'PossibleDuplicateError', games: [similarGame] };
  return { data: { addGame } };
}

beforeEach(() => resetAppServer(answer));

function GamePage() {
  return <h1>Game {useParams().id}</h1>;
}

function renderAddGame({ signedIn = true } = {}) {
  const screens = [
    { path: 'games/add', loader, Component },
    { path: 'games/:id', Component: GamePage },
  ];
  return renderScreen({ path: '/games/add', screens, viewer: signedIn ? user : null });
}

describe('the add-game screen', () => {
  it('asks a visitor to log in to contribute', async () => {
    renderAddGame({ signedIn: false });
    expect(await screen.findByText('Please login to contribute')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth?next=%2Fgames%2Fadd');
    expect(screen.queryByLabelText('Game title')).toBeNull();
  });

  it('shows similar games the server found, and saves once the person says theirs is different', async () => {
    renderAddGame();
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    const heading = await screen.findByRole('heading', { name: 'Similar games already in the catalogue' });
    expect(document.activeElement).toBe(heading);
    const link = screen.getByRole('link', { name: 'Sonic the Hedgehog (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['/games/5', '_blank']);
    expect(screen.getByText('Mega Drive / Genesis, 1991')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'This is a different game' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    expect(await screen.findByRole('heading', { name: 'Game 99' })).toBeTruthy();
    const sent = mutationsIn(appServer.sent).filter((operation) => operation.name === 'useAddGameMutation');
    expect(sent.map((operation) => operation.variables.confirmedNotDuplicate)).toEqual([false, true]);
    expect(sent[1]!.variables.input).toEqual({
      title: 'Star Jacker',
      consoleId: CONSOLES[1]!.id,
      versions: [
        {
          id: null,
          title: 'Star Jacker',
          region: 'NTSC_J',
          country: null,
          revision: '1.0',
          releaseDate: '1983-07-15',
          developers: ['Sega'],
          publishers: ['Sega'],
          mediumImageId: storedImage(7).id,
          frontImageId: null,
          backImageId: null,
          boxArtUrl: null,
          barcode: null,
        },
      ],
    });
  });

  it('says an unexpected error occurred when the server fails, keeping the form', async () => {
    appServer.reply = (operation) => {
      if (operation.name === 'useAddGameMutation') throw new Error('Internal server error');
      return answer(operation);
    };
    renderAddGame();
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    expect(
      (await screen.findByText('An unexpected error occurred. Please try again.')).closest('[role=alert]'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Game title').value).toBe('Star Jacker');
  });
});
