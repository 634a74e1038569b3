import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import type { GraphQLResponse } from 'relay-runtime';
import { mutationsIn, renderWithRelay, type SentOperation } from '../../test/fake-relay.tsx';
import { DeleteRequestDialog } from './DeleteRequestDialog.tsx';

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

function RequestPage() {
  return <h1>Request {useParams().id}</h1>;
}

const created = (): GraphQLResponse => ({
  data: {
    submitDeleteRequest: {
      __typename: 'MutationSubmitDeleteRequestSuccess',
      data: { id: 'UmVxdWVzdDo3Nw==', databaseId: 77, game: { id: 'R2FtZTo1', pendingRequests: 1 } },
    },
  },
});

function renderDialog(answer: (operation: SentOperation) => GraphQLResponse = created) {
  const rendered = renderWithRelay(<DeleteRequestDialog gameId="R2FtZTo1" title="Sonic the Hedgehog" />, answer, {
    path: '/games/5',
    routes: [{ path: '/request/:id', element: <RequestPage /> }],
  });
  return rendered;
}

describe('DeleteRequestDialog', () => {
  it('asks for a reason in the browser before sending anything', async () => {
    const { sent } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Request deletion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send delete request' }));
    // The dialog fetches its schema and the checker when first used: the answer comes a moment later.
    expect(await screen.findByText('A reason is required to submit a delete request')).toBeTruthy();
    const reason = screen.getByLabelText('Reason for deletion');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(mutationsIn(sent)).toEqual([]);
  });

  it('sends the game and the reason, then opens the new request', async () => {
    const { sent } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Request deletion' }));
    await userEvent.type(screen.getByLabelText('Reason for deletion'), 'A duplicate entry');
    await userEvent.click(screen.getByRole('button', { name: 'Send delete request' }));
    expect(await screen.findByRole('heading', { name: 'Request 77' })).toBeTruthy();
    expect(mutationsIn(sent)).toEqual([
      {
        name: 'useSubmitDeleteRequestMutation',
        variables: { input: { gameId: 'R2FtZTo1', reason: 'A duplicate entry' } },
      },
    ]);
  });

  it('says so when the game is gone meanwhile, keeping the dialog open', async () => {
    renderDialog(() => ({
      data: {
        submitDeleteRequest: { __typename: 'NotFoundError', field: 'gameId', message: 'This game does not exist' },
      },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Request deletion' }));
    await userEvent.type(screen.getByLabelText('Reason for deletion'), 'Gone');
    await userEvent.click(screen.getByRole('button', { name: 'Send delete request' }));
    expect(await screen.findByText('It no longer exists', { exact: false })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Reason for deletion').value).toBe('Gone');
  });
});
