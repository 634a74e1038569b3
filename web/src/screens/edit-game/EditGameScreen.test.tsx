import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import type { GraphQLResponse } from 'relay-runtime';
import { appServer, renderScreen, resetAppServer, setUpAppServer } from '../../test/app-environment.tsx';
import { mutationsIn, type SentOperation } from '../../test/fake-relay.tsx';
import { CONSOLES, defaultAnswer, storedImage } from '../add-game/test/game-form-harness.tsx';
import { Component, loader } from './EditGameScreen.tsx';

const user = { id: 'VXNlcjo0Mg==', databaseId: 42, role: 'USER', username: 'ada', displayName: null };

// The route loader preloads into the environment loaders use: in these tests, one with a fake server.
setUpAppServer();

const game = {
  __typename: 'Game',
  id: 'R2FtZTo1',
  databaseId: 5,
  title: 'Sonic the Hedgehog',
  console: { __typename: 'Console', id: CONSOLES[1]!.id, databaseId: CONSOLES[1]!.databaseId },
  versions: [
    {
      __typename: 'Version',
      id: 'VmVyc2lvbjo4',
      databaseId: 8,
      title: 'Sonic the Hedgehog',
      region: 'PAL',
      country: null,
      revision: '1.0',
      releaseDate: '1991-06-23',
      boxArtUrl: null,
      barcode: null,
      developers: [{ __typename: 'Company', id: 'Q29tcGFueToy', name: 'Sonic Team' }],
      publishers: [{ __typename: 'Company', id: 'Q29tcGFueToz', name: 'Sega' }],
      mediumImage: { __typename: 'Image', ...storedImage(3) },
      frontImage: null,
      backImage: null,
    },
  ],
};

function answer(operation: SentOperation): GraphQLResponse {
  if (operation.name === 'EditGameScreenQuery') {
    const consoles = (defaultAnswer({ ...operation, name: 'GameFormTestQuery' }) as { data: { consoles: unknown } })
      .data.consoles;
    return { data: { game: operation.variables.id === 5 ? game : null, consoles } };
  }
  if (operation.name === 'useSubmitEditRequestMutation') {
    return {
      data: {
        submitEditRequest: {
          __typename: 'MutationSubmitEditRequestSuccess',
          data: {
            id: 'UmVxdWVzdDoxMg==',
            databaseId: 12,
            game: { __typename: 'Game', id: game.id, pendingRequests: 1 },
          },
        },
      },
    };
  }
  return defaultAnswer(operation);
}

beforeEach(() => resetAppServer(answer));

function RequestPage() {
  return <h1>Request {useParams().id}</h1>;
}

function renderEditGame({ signedIn = true, path = '/games/5/edit' } = {}) {
  const screens = [
    { path: 'games/:id/edit', loader, Component },
    { path: 'request/:id', Component: RequestPage },
  ];
  return renderScreen({ path, screens, viewer: signedIn ? user : null });
}

describe('the edit-game screen', () => {
  it('asks a visitor to log in to contribute', async () => {
    renderEditGame({ signedIn: false });
    expect(await screen.findByText('Please login to contribute')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth?next=%2Fgames%2F5%2Fedit');
    expect(screen.queryByLabelText('Game title')).toBeNull();
  });

  it.each(['/games/abc/edit', '/games/0/edit', '/games/404/edit'])('shows the not-found view at %s', async (path) => {
    renderEditGame({ path });
    expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeTruthy();
  });

  it('fills the form with the game, needs a reason, and sends the proposal with version ids', async () => {
    renderEditGame();
    const title = await screen.findByLabelText<HTMLInputElement>('Game title');
    expect(title.value).toBe('Sonic the Hedgehog');
    await userEvent.clear(title);
    await userEvent.type(title, 'Sonic the Hedgehog 1');
    await userEvent.click(screen.getByRole('button', { name: 'Send edit request' }));
    expect(await screen.findByText('A reason is required to submit an edit request')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Reason for the edit'));
    expect(mutationsIn(appServer.sent)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Reason for the edit'), 'The title screen says so');
    await userEvent.click(screen.getByRole('button', { name: 'Send edit request' }));
    expect(await screen.findByRole('heading', { name: 'Request 12' })).toBeTruthy();
    expect(mutationsIn(appServer.sent).map((operation) => operation.variables.input)).toEqual([
      {
        gameId: 'R2FtZTo1',
        reason: 'The title screen says so',
        game: {
          title: 'Sonic the Hedgehog 1',
          consoleId: CONSOLES[1]!.id,
          // Only the game title was changed: the stored version keeps its own title.
          versions: [
            {
              id: 'VmVyc2lvbjo4',
              title: 'Sonic the Hedgehog',
              region: 'PAL',
              country: null,
              revision: '1.0',
              releaseDate: '1991-06-23',
              developers: ['Sonic Team'],
              publishers: ['Sega'],
              mediumImageId: storedImage(3).id,
              frontImageId: null,
              backImageId: null,
              boxArtUrl: null,
              barcode: null,
            },
          ],
        },
      },
    ]);
  });

  it('shows the server saying nothing changed', async () => {
    appServer.reply = (operation) =>
      operation.name === 'useSubmitEditRequestMutation'
        ? {
            data: {
              submitEditRequest: { __typename: 'NoChangesError', message: 'The proposal does not change anything' },
            },
          }
        : answer(operation);
    renderEditGame();
    await screen.findByLabelText('Game title');
    await userEvent.type(screen.getByLabelText('Reason for the edit'), 'Just checking');
    await userEvent.click(screen.getByRole('button', { name: 'Send edit request' }));
    expect(await screen.findByText('The proposal does not change anything', { exact: false })).toBeTruthy();
  });
});
