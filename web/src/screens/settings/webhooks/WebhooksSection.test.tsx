import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebhooksSection } from './WebhooksSection.tsx';
import { fakeViewer, renderWithAccount } from '../test/render-with-account.tsx';

const delivery = (n: number, status: string, extra: Record<string, unknown> = {}) => ({
  cursor: `c${n}`,
  node: {
    __typename: 'WebhookDelivery',
    eventId: `00000000-0000-4000-8000-00000000000${n}`,
    type: 'game.changed',
    createdAt: '2026-11-28T17:00:00.000Z',
    status,
    attempts: 1,
    lastStatusCode: 204,
    lastError: null,
    nextAttemptAt: null,
    ...extra,
  },
});

const hook = {
  __typename: 'Webhook',
  id: 'V2ViaG9vazox',
  url: 'https://hooks.example/in',
  events: ['game.changed'],
  deliveries: {
    edges: [
      delivery(2, 'PENDING', { attempts: 3, lastStatusCode: 500, nextAttemptAt: '2026-11-28T18:00:00.000Z' }),
      delivery(1, 'DELIVERED'),
    ],
    pageInfo: { hasNextPage: false, endCursor: 'c1' },
  },
};

const render = (webhooks: unknown[], onMutation?: Parameters<typeof renderWithAccount>[1]['onMutation']) =>
  renderWithAccount((user) => user && <WebhooksSection user={user} />, {
    viewer: fakeViewer({ webhooks }),
    onMutation,
  });

describe('WebhooksSection', () => {
  it('lists each webhook with its events and its delivery log, newest first', async () => {
    render([hook]);
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    const [item] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(item!.textContent).toContain('https://hooks.example/in');
    expect(within(item!).getByRole('list', { name: 'Events' }).textContent).toBe('A game is added, edited or deleted');
    await userEvent.click(within(item!).getByText('Delivery log'));
    const rows = within(item!).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Pending', 'Delivered']);
    expect(within(rows[0]!).getAllByRole('cell')[3]!.textContent).toBe('500');
  });

  it('adds a webhook and shows its secret once', async () => {
    const { mutations } = render([], () => ({
      data: {
        createWebhook: {
          __typename: 'MutationCreateWebhookSuccess',
          data: { secret: 'whsec_c2VjcmV0', viewer: { id: 'VXNlcjox', webhooks: [hook] } },
        },
      },
    }));
    await userEvent.type(await screen.findByRole('textbox', { name: /URL/ }), 'https://hooks.example/in');
    await userEvent.click(screen.getByRole('checkbox', { name: /A game is added, edited or deleted/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() =>
      expect(mutations()).toEqual([
        {
          name: 'useCreateWebhookMutation',
          variables: { input: { url: 'https://hooks.example/in', events: ['game.changed'] } },
        },
      ]),
    );
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain('whsec_c2VjcmV0');
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Webhooks' })).toBeTruthy();
  });

  it('asks for an event before sending anything', async () => {
    const { mutations } = render([]);
    await userEvent.type(await screen.findByRole('textbox', { name: /URL/ }), 'https://hooks.example/in');
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Choose at least one event')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Events' }));
    expect(mutations()).toEqual([]);
  });

  it('deletes a webhook only after confirming', async () => {
    const { mutations } = render([hook], () => ({
      data: {
        deleteWebhook: {
          __typename: 'MutationDeleteWebhookSuccess',
          data: { viewer: { id: 'VXNlcjox', webhooks: [] } },
        },
      },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete webhook' }));
    expect(mutations()).toEqual([]);
    const dialog = screen.getByRole('dialog', { hidden: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete webhook', hidden: true }));
    expect(mutations()).toEqual([{ name: 'useDeleteWebhookMutation', variables: { input: { id: hook.id } } }]);
  });
});
