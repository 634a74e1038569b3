import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSection } from './AccountSection.tsx';
import { fakeSession, fakeViewer, renderWithAccount } from './test/render-with-account.tsx';

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';
const here = fakeSession({ id: 'U2Vzc2lvbjox', current: true });
const phone = fakeSession({ id: 'U2Vzc2lvbjoy', userAgent: FIREFOX_MAC, lastSeenAt: '2025-02-03T09:30:00.000Z' });
const unknown = fakeSession({ id: 'U2Vzc2lvbjoz', userAgent: null });

const viewerWith = (sessions: ReturnType<typeof fakeSession>[]) => fakeViewer({ sessions });
const sessionItems = async () => within(await screen.findByRole('list', { name: 'Sessions' })).getAllByRole('listitem');

describe('AccountSection', () => {
  it('describes each session by browser and system, marks this device and dates the last activity', async () => {
    renderWithAccount((user) => <AccountSection user={user} />, { viewer: viewerWith([here, phone, unknown]) });
    const [first, second, third] = await sessionItems();
    expect(first!.textContent).toContain('Chrome on Linux');
    expect(within(first!).getByText('This device')).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(second!.textContent).toContain('Firefox on macOS');
    expect(second!.querySelector('time')?.getAttribute('dateTime')).toBe('2025-02-03T09:30:00.000Z');
    expect(second!.querySelector('time')?.textContent).toMatch(/Feb 3, 2025/);
    expect(within(second!).queryByText('This device')).toBeNull();
    expect(third!.textContent).toContain('Unknown browser');
  });

  it('logs out another session and shows the list the server answers with', async () => {
    const answer = () => ({
      data: {
        revokeSession: { __typename: 'MutationRevokeSessionSuccess', data: { id: 'VXNlcjox', sessions: [here] } },
      },
    });
    const { mutations } = renderWithAccount((user) => <AccountSection user={user} />, {
      viewer: viewerWith([here, phone]),
      onMutation: answer,
    });
    const [, other] = await sessionItems();
    await userEvent.click(within(other!).getByRole('button', { name: 'Log out' }));
    expect(mutations()).toEqual([{ name: 'useRevokeSessionMutation', variables: { input: { sessionId: phone.id } } }]);
    expect(await screen.findByText('The session was logged out.')).toBeTruthy();
    expect(await sessionItems()).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sessions' }));
    expect(screen.queryByRole('button', { name: 'Log out all other sessions' })).toBeNull();
  });

  it('shows the list as the server has it when the session had already ended, keeping the old one until then', async () => {
    let answerRefetch = () => {};
    const refetched = new Promise<void>((resolve) => (answerRefetch = resolve));
    const { sent } = renderWithAccount((user) => <AccountSection user={user} />, {
      viewer: viewerWith([here, phone, unknown]),
      onMutation: () => ({
        data: {
          revokeSession: {
            __typename: 'ValidationError',
            fieldErrors: [{ field: 'sessionId', code: 'NOT_FOUND', message: 'gone' }],
          },
        },
      }),
      onQuery: async () => {
        await refetched;
        return { data: { node: { __typename: 'User', id: 'VXNlcjox', sessions: [here] } } };
      },
    });
    const [, other] = await sessionItems();
    await userEvent.click(within(other!).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('The session was logged out.')).toBeTruthy();
    await waitFor(() => expect(sent.map((operation) => operation.name)).toContain('SessionListRefetchQuery'));
    // While the list is fetched again, the one on screen stays, with the focus in it.
    expect(await sessionItems()).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sessions' }));
    answerRefetch();
    await waitFor(async () => expect(await sessionItems()).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sessions' }));
  });

  it('logs out every other session at once', async () => {
    const { mutations } = renderWithAccount((user) => <AccountSection user={user} />, {
      viewer: viewerWith([here, phone, unknown]),
      onMutation: () => ({
        data: {
          revokeOtherSessions: {
            __typename: 'MutationRevokeOtherSessionsSuccess',
            data: { id: 'VXNlcjox', sessions: [here] },
          },
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out all other sessions' }));
    expect(mutations().map((m) => m.name)).toEqual(['useRevokeOtherSessionsMutation']);
    expect(await screen.findByText('The session was logged out.')).toBeTruthy();
    expect(await sessionItems()).toHaveLength(1);
  });

  it('shows a visitor the login prompt instead of account details', async () => {
    renderWithAccount((user) => <AccountSection user={user} />, { viewer: null });
    expect(await screen.findByText('Please login to contribute')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change password' })).toBeNull();
  });
});
