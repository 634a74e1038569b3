// The operations the request screens send, run against the real API (migrated, seeded, with its
// query limits): a page whose query the server refuses (too costly, say) only shows an error page.
import { describe, expect, it } from 'vitest';
import type { ConcreteRequest } from 'relay-runtime';
import { useTestApp, graphql } from '../app.ts';
import { createTestUser } from '../accounts.ts';
import { operationText } from '../../src/graphql/persisted-operations.ts';
import detailQuery from '../../../web/src/__generated__/RequestDetailScreenQuery.graphql.ts';
import listQuery from '../../../web/src/__generated__/RequestsScreenQuery.graphql.ts';
import castVote from '../../../web/src/__generated__/useCastVoteMutation.graphql.ts';
import moderate from '../../../web/src/__generated__/useModerateRequestMutation.graphql.ts';
import addComment from '../../../web/src/__generated__/useAddCommentMutation.graphql.ts';
import submitDelete from '../../../web/src/__generated__/useSubmitDeleteRequestMutation.graphql.ts';
import votePage from '../../../web/src/__generated__/VoteListPaginationQuery.graphql.ts';
import commentPage from '../../../web/src/__generated__/CommentSectionPaginationQuery.graphql.ts';

const text = (operation: ConcreteRequest) => operationText(operation.params);

describe("the request screens' operations against the API", () => {
  const context = useTestApp({ seed: true });

  it('are accepted and answer what the screens read', async () => {
    const { app, db } = context;
    const submitter = await createTestUser(db, 'h4submitter');
    const voter = await createTestUser(db, 'h4voter');
    const moderator = await createTestUser(db, 'h4moderator', { role: 'MODERATOR' });
    const as = (user: { cookie: string }) => ({ cookie: user.cookie });

    const games = await graphql(app, '{ games(first: 1) { edges { node { id } } } }');
    const gameId = games.data.games.edges[0].node.id;
    const made = await graphql(
      app,
      text(submitDelete),
      { input: { gameId, reason: 'A duplicate entry' } },
      as(submitter),
    );
    expect(made.data.submitDeleteRequest.__typename).toBe('MutationSubmitDeleteRequestSuccess');
    const { id, databaseId } = made.data.submitDeleteRequest.data;

    const list = await graphql(app, text(listQuery), { status: 'PENDING', type: 'DELETE', first: 20 }, as(voter));
    expect(list.errors).toBeUndefined();
    expect(list.data.requests.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId)).toContain(
      databaseId,
    );

    const detail = await graphql(app, text(detailQuery), { id: databaseId }, as(voter));
    expect(detail.errors).toBeUndefined();
    expect(detail.data.request).toMatchObject({
      id,
      type: 'DELETE',
      viewerCanVote: true,
      proposal: null,
      snapshot: { versions: expect.any(Array) },
    });

    const vote = await graphql(app, text(castVote), { input: { requestId: id, value: 'APPROVE' } }, as(voter));
    expect(vote.errors).toBeUndefined();
    expect(vote.data.castVote).toMatchObject({
      __typename: 'MutationCastVoteSuccess',
      data: { viewerVote: 'APPROVE', approvals: 1, approvalPercentage: 100 },
    });

    const comment = await graphql(
      app,
      text(addComment),
      { input: { requestId: id, body: 'Agreed' }, connections: [] },
      as(voter),
    );
    expect(comment.errors).toBeUndefined();
    expect(comment.data.addComment.data.commentEdge.node).toMatchObject({
      body: 'Agreed',
      author: { username: 'h4voter' },
    });

    for (const [operation, variables] of [
      [votePage, { id, first: 20 }],
      [commentPage, { id, first: 20 }],
    ] as const) {
      const page = await graphql(app, text(operation), variables, as(voter));
      expect(page.errors).toBeUndefined();
    }

    const forced = await graphql(
      app,
      text(moderate),
      { input: { requestId: id, action: 'FORCE_REJECT', expectedResetCount: 0 } },
      as(moderator),
    );
    expect(forced.errors).toBeUndefined();
    expect(forced.data.moderateRequest).toMatchObject({
      __typename: 'MutationModerateRequestSuccess',
      data: {
        status: 'REJECTED',
        votingOpen: false,
        actions: [{ action: 'FORCE_REJECT', moderator: { username: 'h4moderator' } }],
      },
    });
  });
});
