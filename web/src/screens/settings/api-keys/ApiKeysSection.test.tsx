import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { fakeApiKey, fakeViewer, renderWithAccount } from '../test/render-with-account.tsx';

const TOKEN = `cvk_${'x'.repeat(43)}`;
const script = fakeApiKey({
  id: 'QXBpS2V5OjE=',
  name: 'Price script',
  scopes: ['READ', 'COLLECTION'],
  lastUsedAt: '2025-03-02T08:15:00.000Z',
  quotaPerSecond: 50,
});
const spare = fakeApiKey({ id: 'QXBpS2V5OjI=', name: 'Spare' });
const keyItems = async () => within(await screen.findByRole('list', { name: 'API keys' })).getAllByRole('listitem');

describe('ApiKeysSection', () => {
  it('lists each key with its name, prefix, scopes, dates and quota, never a token', async () => {
    renderWithAccount((user) => <ApiKeysSection user={user} />, { viewer: fakeViewer({ apiKeys: [script, spare] }) });
    const [first, second] = await keyItems();
    expect(first!.textContent).toContain('Price script');
    expect(first!.textContent).toContain('cvk_AbCdEfGh…');
    expect(first!.textContent).toContain('Read and Collection');
    expect(first!.querySelectorAll('time')[1]?.getAttribute('dateTime')).toBe('2025-03-02T08:15:00.000Z');
    expect(first!.textContent).toContain('50 requests a second');
    expect(second!.textContent).toContain('Never used');
  });

  it('creates a key with the chosen scopes and shows its token once, with a warning and a copy button', async () => {
    const { mutations } = renderWithAccount((user) => <ApiKeysSection user={user} />, {
      viewer: fakeViewer({ apiKeys: [spare] }),
      onMutation: () => ({
        data: {
          createApiKey: {
            __typename: 'MutationCreateApiKeySuccess',
            data: { token: TOKEN, owner: { id: 'VXNlcjox', apiKeys: [script, spare] } },
          },
        },
      }),
    });
    await userEvent.type(await screen.findByLabelText('Name'), 'Price script');
    await userEvent.click(screen.getByRole('checkbox', { name: /Collection/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() =>
      expect(mutations()).toEqual([
        {
          name: 'useCreateApiKeyMutation',
          variables: { input: { name: 'Price script', scopes: ['READ', 'COLLECTION'] } },
        },
      ]),
    );
    expect(await screen.findByText(TOKEN)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('it will not be shown again');
    expect(screen.getByRole('button', { name: 'Copy the API key' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your new API key' }));
    expect(await keyItems()).toHaveLength(2);
    // Starting another key puts the token away for good.
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(screen.queryByText(TOKEN)).toBeNull();
  });

  it('checks the name and scopes before sending anything', async () => {
    const { mutations } = renderWithAccount((user) => <ApiKeysSection user={user} />, { viewer: fakeViewer() });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Read/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(mutations()).toEqual([]);
  });

  it('revokes a key only after confirming, and keeps focus in the section', async () => {
    const { mutations } = renderWithAccount((user) => <ApiKeysSection user={user} />, {
      viewer: fakeViewer({ apiKeys: [script, spare] }),
      onMutation: () => ({
        data: {
          revokeApiKey: { __typename: 'MutationRevokeApiKeySuccess', data: { id: 'VXNlcjox', apiKeys: [spare] } },
        },
      }),
    });
    const [first] = await keyItems();
    await userEvent.click(within(first!).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the key “Price script”?' });
    expect(mutations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(mutations()).toEqual([{ name: 'useRevokeApiKeyMutation', variables: { input: { apiKeyId: script.id } } }]);
    expect(await screen.findByText('The key was revoked.')).toBeTruthy();
    expect(await keyItems()).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'API keys' }));
  });
});
