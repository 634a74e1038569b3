import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import type { GraphQLResponse } from 'relay-runtime';
import query, { type RequestDetailScreenQuery } from '../../__generated__/RequestDetailScreenQuery.graphql.ts';
import { renderAt } from '../../test/render.tsx';
import type { SentOperation } from '../../test/fake-relay.tsx';
import { RequestDetail } from './RequestDetailScreen.tsx';
import { liveRelayEnvironment } from './test/live-relay.ts';
import { requestFixture, user, viewerFixture } from './test/request-fixture.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Server = (operation: SentOperation) => GraphQLResponse | Promise<GraphQLResponse>;

function renderRequest(
  request: Record<string, unknown> | null,
  { viewer = viewerFixture(), server }: { viewer?: ReturnType<typeof viewerFixture> | null; server?: Server } = {},
) {
  const live = liveRelayEnvironment((operation) => {
    if (operation.name === 'RequestDetailScreenQuery') return { data: { viewer, request } };
    if (!server) throw new Error(`unexpected ${operation.name}`);
    return server(operation);
  });
  const queryRef = loadQuery<RequestDetailScreenQuery>(live.environment, query, { id: 7 });
  renderAt(
    <Suspense fallback="Loading">
      <RequestDetail queryRef={queryRef} />
    </Suspense>,
    { environment: live.environment, path: '/request/7' },
  );
  return live;
}

const approvalShown = () => screen.getByTestId('approval-percentage').textContent;

describe('the request page', () => {
  it('shows who asked, why, and where the vote stands', async () => {
    renderRequest(requestFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'Request #7: Crono Trigger' })).toBeTruthy();
    expect(screen.getByText('The title is misspelt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sam' })).toBeTruthy();
    expect(screen.getByText('(trust score 15)')).toBeTruthy();
    expect(approvalShown()).toBe('66.7%');
    expect(screen.getByTestId('vote-count').textContent).toBe('2 approve / 1 reject');
    expect(within(screen.getByRole('list', { name: 'Votes cast' })).getByRole('link', { name: 'kate' })).toBeTruthy();
  });

  it('names each member by their display name, linked to their profile, with the username on hover', async () => {
    renderRequest(
      requestFixture({
        submitter: user('sam', 15, 'Samus'),
        votes: {
          edges: [
            {
              cursor: 'v1',
              node: {
                __typename: 'Vote',
                id: 'vote1',
                value: 'APPROVE',
                updatedAt: '2026-01-02T10:00:00.000Z',
                user: user('kate', 0, 'Kate B'),
              },
            },
          ],
          pageInfo: { endCursor: 'v1', hasNextPage: false },
        },
        actions: [
          {
            __typename: 'RequestAction',
            id: 'act1',
            action: 'FORCE_EXPIRE',
            createdAt: '2026-01-03T10:00:00.000Z',
            moderator: user('mia', 0, 'Mia M'),
          },
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const votes = screen.getByRole('list', { name: 'Votes cast' });
    const recorded = screen.getByRole('region', { name: 'Recorded moderator actions' });
    for (const [where, shown, username] of [
      [document.body, 'Samus', 'sam'],
      [votes, 'Kate B', 'kate'],
      [recorded, 'Mia M', 'mia'],
    ] as const) {
      const link = within(where as HTMLElement).getByRole('link', { name: shown });
      expect(link.getAttribute('href')).toBe(`/user/${username}`);
      expect(link.getAttribute('title')).toBe(`Username: ${username}`);
      expect(screen.queryByText(username)).toBeNull();
    }
  });

  it('says "not found" when there is no such request', async () => {
    renderRequest(null);
    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeTruthy();
  });

  it('highlights the changed fields, marks them for screen readers, and lists added versions', async () => {
    renderRequest(requestFixture());
    const titleRow = (await screen.findByRole('rowheader', { name: 'Title (changed)' })).closest('tr')!;
    expect(titleRow.className).toBe('changed');
    expect(within(titleRow).getByText('Crono Trigger')).toBeTruthy();
    expect(within(titleRow).getByText('Chrono Trigger')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Console' }).closest('tr')!.className).toBe('');
    expect(screen.getByRole('rowheader', { name: 'Revision (changed)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Medium image, before' }).getAttribute('src')).toBe('/images/1.webp');
    expect(screen.getByRole('img', { name: 'Medium image, after' }).getAttribute('src')).toBe('/images/2.webp');
    expect(screen.getByRole('heading', { name: 'Chrono Trigger (NTSC-U) added' })).toBeTruthy();
  });

  it('shows the game that a delete request removes, without a before/after', async () => {
    renderRequest(requestFixture({ type: 'DELETE', proposal: null }));
    expect(await screen.findByText('This request removes the game')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'After' })).toBeNull();
    expect(screen.queryByText('(changed)')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Title' })).toBeTruthy();
  });
});

describe('voting', () => {
  it("shows the viewer's vote as the pressed button and reminds them of the trust score", async () => {
    renderRequest(requestFixture({ viewerVote: 'REJECT' }));
    expect((await screen.findByRole('button', { name: 'Reject' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Approve' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/do not vote on the submitter's trust score alone/)).toBeTruthy();
  });

  it('offline, says voting and moderation need the network instead of offering buttons that would fail', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const live = renderRequest(requestFixture({ viewerVote: 'REJECT' }), { viewer: viewerFixture('MODERATOR') });
    expect(await screen.findByText(/Voting needs the network/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Moderator actions need the network/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Force approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(live.sent.map((operation) => operation.name)).not.toContain('useCastVoteMutation');
  });

  it('moves the tally at once when the viewer changes their vote, before the server answers', async () => {
    let answer!: (response: GraphQLResponse) => void;
    const live = renderRequest(requestFixture({ viewerVote: 'REJECT' }), {
      server: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('button', { name: 'Approve' }).getAttribute('aria-pressed')).toBe('true');
    expect(approvalShown()).toBe('100%');
    expect(live.sent.at(-1)).toEqual({
      name: 'useCastVoteMutation',
      variables: { input: { requestId: 'req7', value: 'APPROVE' } },
    });
    answer({
      data: {
        castVote: {
          __typename: 'MutationCastVoteSuccess',
          data: requestFixture({ viewerVote: 'APPROVE', approvals: 3, rejections: 0, approvalPercentage: 100 }),
        },
      },
    });
    await waitFor(() => expect(screen.getByTestId('vote-count').textContent).toBe('3 approve / 0 reject'));
  });

  it('rolls the vote back and says why when voting closed meanwhile', async () => {
    renderRequest(requestFixture(), {
      server: () => ({
        data: { castVote: { __typename: 'VotingClosedError', message: 'Voting is closed for this request' } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Voting is closed for this request');
    expect(approvalShown()).toBe('66.7%');
    expect(screen.getByRole('button', { name: 'Approve' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says "voting closed" instead of buttons once the request is resolved', async () => {
    renderRequest(
      requestFixture({
        status: 'APPROVED',
        votingOpen: false,
        viewerCanVote: false,
        resolutionNote: 'conflict',
        resolvedAt: '2026-01-15T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText('voting closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText(/conflicts with a change made since it was submitted/)).toBeTruthy();
  });

  it('tells the submitter they cannot vote on their own request', async () => {
    renderRequest(requestFixture({ viewerCanVote: false }));
    expect(await screen.findByText('You cannot vote on your own request')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('asks a visitor to sign in to vote and to comment', async () => {
    const live = renderRequest(requestFixture({ viewerCanVote: false }), { viewer: null });
    expect(await screen.findByText('Please sign in to view and vote on community requests')).toBeTruthy();
    expect(screen.getByText('Please sign in to add a comment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
    expect(live.subscriptions.size).toBe(0);
  });
});

describe('moderator actions', () => {
  it('are not offered to a regular user', async () => {
    renderRequest(requestFixture(), { viewer: viewerFixture('USER') });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Moderator actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Force approve' })).toBeNull();
  });

  it('ask a moderator to confirm, then send the action with the reset count they saw', async () => {
    const live = renderRequest(requestFixture({ resetCount: 2 }), {
      viewer: viewerFixture('MODERATOR'),
      server: () => ({
        data: {
          moderateRequest: {
            __typename: 'MutationModerateRequestSuccess',
            data: requestFixture({
              status: 'APPROVED',
              votingOpen: false,
              viewerCanVote: false,
              resetCount: 2,
              resolutionNote: 'forced by a moderator',
              actions: [
                {
                  __typename: 'RequestAction',
                  id: 'act1',
                  action: 'FORCE_APPROVE',
                  createdAt: '2026-01-03T10:00:00.000Z',
                  moderator: user('mia'),
                },
              ],
            }),
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Force approve' }));
    expect(screen.getByText('Force approve this request?')).toBeTruthy();
    expect(live.sent.some((operation) => operation.name === 'useModerateRequestMutation')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('voting closed');
    expect(live.sent.at(-1)).toEqual({
      name: 'useModerateRequestMutation',
      variables: { input: { requestId: 'req7', action: 'FORCE_APPROVE', expectedResetCount: 2 } },
    });
    const recorded = screen.getByRole('region', { name: 'Recorded moderator actions' });
    expect(within(recorded).getByText('Force approve')).toBeTruthy();
    expect(within(recorded).getByRole('link', { name: 'mia' }).closest('li')!.textContent).toContain('by mia');
    expect(screen.getByTestId('request-status').textContent).toBe('Approved');
  });

  it('can be cancelled at the confirm step, and show the refusal when the request moved on', async () => {
    renderRequest(requestFixture(), {
      viewer: viewerFixture('ADMIN'),
      server: () => ({
        data: { moderateRequest: { __typename: 'RequestClosedError', closed: true, message: 'closed' } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Force reject' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Force expire' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This request is already resolved.');
  });
});

describe('live updates and the discussion', () => {
  const comment = (id: string, body: string) => ({
    __typename: 'Comment',
    id,
    body,
    createdAt: '2026-01-04T10:00:00.000Z',
    author: user('lee'),
  });

  it('refreshes the tally and the votes when someone else votes', async () => {
    const live = renderRequest(requestFixture());
    await screen.findByRole('heading', { level: 1 });
    // The page opens its subscriptions after its first render. No sequence seen yet: the server
    // sends live events only, nothing to catch up.
    await waitFor(() =>
      expect(live.subscriptions.get('useRequestLiveUpdatedSubscription')?.variables).toEqual({
        id: 'req7',
        after: null,
      }),
    );
    // Deliver once the subscription is open.
    await waitFor(() =>
      live.push('useRequestLiveUpdatedSubscription', {
        requestUpdated: requestFixture({
          approvals: 2,
          rejections: 2,
          approvalPercentage: 50,
          votes: {
            edges: [
              {
                cursor: 'v2',
                node: {
                  __typename: 'Vote',
                  id: 'vote2',
                  value: 'REJECT',
                  updatedAt: '2026-01-03T10:00:00.000Z',
                  user: user('lee'),
                },
              },
              {
                cursor: 'v1',
                node: {
                  __typename: 'Vote',
                  id: 'vote1',
                  value: 'APPROVE',
                  updatedAt: '2026-01-02T10:00:00.000Z',
                  user: user('kate'),
                },
              },
            ],
            pageInfo: { endCursor: 'v1', hasNextPage: false },
          },
        }),
      }),
    );
    await waitFor(() => expect(approvalShown()).toBe('50%'));
    const voters = within(screen.getByRole('list', { name: 'Votes cast' })).getAllByRole('link');
    expect(voters.map((link) => link.textContent)).toEqual(['lee', 'kate']);
  });

  it("appends someone else's comment to the end of the discussion", async () => {
    const live = renderRequest(
      requestFixture({
        comments: {
          edges: [{ cursor: 'c1', node: comment('com1', 'First!') }],
          pageInfo: { endCursor: 'c1', hasNextPage: false },
        },
      }),
    );
    await screen.findByText('First!');
    // The page opens its subscriptions after its first render: deliver once one is open.
    await waitFor(() =>
      live.push('useRequestLiveCommentSubscription', { commentAdded: comment('com2', 'Looks right to me') }),
    );
    await screen.findByText('Looks right to me');
    const items = within(screen.getByRole('region', { name: 'Discussion' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.comment-body')?.textContent)).toEqual([
      'First!',
      'Looks right to me',
    ]);
  });

  it("adds the viewer's comment once, even when the live event for it arrives too", async () => {
    const live = renderRequest(requestFixture(), {
      server: () => ({
        data: {
          addComment: {
            __typename: 'MutationAddCommentSuccess',
            data: { commentEdge: { __typename: 'RequestCommentEdge', cursor: 'c9', node: comment('com9', 'Agreed') } },
          },
        },
      }),
    });
    expect(await screen.findByText('no comments yet')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: 'Agreed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    // The comment as the server added it (not the text still in the box while it is sent).
    await screen.findByText('Agreed', { selector: '.comment-body' });
    // The page opens its subscriptions after its first render: deliver once one is open.
    await waitFor(() => live.push('useRequestLiveCommentSubscription', { commentAdded: comment('com9', 'Agreed') }));
    expect(screen.getAllByText('Agreed', { selector: '.comment-body' })).toHaveLength(1);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement).value).toBe(''),
    );
    expect(live.sent.at(-1)?.variables).toMatchObject({ input: { requestId: 'req7', body: 'Agreed' } });
  });

  it('refuses an empty comment without sending it', async () => {
    const live = renderRequest(requestFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'Add comment' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(live.sent.map((operation) => operation.name)).toEqual(['RequestDetailScreenQuery']);
  });
});
