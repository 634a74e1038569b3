import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId, someGameIds } from '../../test/request-fixtures.ts';
import { REQUEST_LIMITS } from '#shared/request-rules';

const t = useTestApp({ seed: true });

const add = /* GraphQL */ `
  mutation Add($input: AddCommentInput!) {
    addComment(input: $input) {
      __typename
      ... on MutationAddCommentSuccess {
        data {
          comment {
            body
            author {
              username
            }
          }
          commentEdge {
            cursor
            node {
              body
            }
          }
          request {
            databaseId
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const thread = /* GraphQL */ `
  query Thread($id: Int!, $first: Int, $after: String) {
    request(databaseId: $id) {
      comments(first: $first, after: $after) {
        edges {
          cursor
          node {
            body
            author {
              username
            }
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;

let gameId: number;
let author: { id: number; cookie: string };
let other: { id: number; cookie: string };

beforeAll(async () => {
  [gameId] = (await someGameIds(t.db, 1)) as [number];
  author = await createTestUser(t.db, 'author');
  other = await createTestUser(t.db, 'other');
});

const comment = (cookie: string | undefined, requestId: number, body: string) =>
  graphql(
    t.app,
    add,
    { input: { requestId: requestGlobalId(requestId), body } },
    cookie ? { cookie } : {},
  ) as Promise<any>;

describe('addComment', () => {
  it('adds comments shown oldest first, with an edge that continues the thread', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: author.id });
    const first = await comment(author.cookie, id, '  First!  ');
    expect(first.data.addComment).toMatchObject({
      __typename: 'MutationAddCommentSuccess',
      data: { comment: { body: 'First!', author: { username: 'author' } }, request: { databaseId: id } },
    });
    await comment(other.cookie, id, 'Second');
    const page: any = await graphql(t.app, thread, { id });
    expect(page.data.request.comments.edges.map((e: any) => [e.node.author.username, e.node.body])).toEqual([
      ['author', 'First!'],
      ['other', 'Second'],
    ]);
    // The edge's cursor is the thread's own: paging after it yields the next comment.
    const after: any = await graphql(t.app, thread, { id, after: first.data.addComment.data.commentEdge.cursor });
    expect(after.data.request.comments.edges.map((e: any) => e.node.body)).toEqual(['Second']);
  });

  it("tells the thread and the moderators' feed about the new comment", async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: author.id });
    const thread = t.app.pubsub.subscribe('commentAdded', id)[Symbol.asyncIterator]();
    const feed = t.app.pubsub.subscribe('requestFeed')[Symbol.asyncIterator]();
    // Events of earlier tests' requests may still be on their way (bursts are held up to 100 ms).
    const ofThisRequest = async () => {
      for (;;) {
        const event = await feed.next();
        if (event.done || event.value.requestId === id) return event;
      }
    };
    const heard = Promise.all([thread.next(), ofThisRequest()]);
    await comment(other.cookie, id, 'Live');
    const [added, event] = await heard;
    const stored = await t.db.prisma.comment.findFirstOrThrow({ where: { requestId: id } });
    expect(added.value).toEqual({ requestId: id, commentId: stored.id, sequence: stored.id });
    expect(event.value).toMatchObject({ kind: 'COMMENTED', requestId: id });
    await Promise.all([thread.return?.(), feed.return?.()]);
  });

  it('allows comments on resolved requests', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: author.id, status: 'REJECTED' });
    expect((await comment(other.cookie, id, 'Too late, but agreed')).data.addComment.__typename).toBe(
      'MutationAddCommentSuccess',
    );
  });

  it('refuses an empty or overlong comment and a request that does not exist', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: author.id });
    expect((await comment(other.cookie, id, ' \n ')).data.addComment.fieldErrors).toEqual([
      { field: 'body', code: 'required', message: 'Write a comment first' },
    ]);
    expect(
      (await comment(other.cookie, id, 'x'.repeat(REQUEST_LIMITS.commentMax + 1))).data.addComment.fieldErrors[0].code,
    ).toBe('tooLong');
    expect((await comment(other.cookie, 999_999, 'Hello')).data.addComment).toEqual({
      __typename: 'NotFoundError',
      message: 'This request does not exist',
    });
    expect(await t.db.prisma.comment.count({ where: { requestId: id } })).toBe(0);
  });

  it('keeps the comments of a deleted account, without the author', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: author.id });
    const leaving = await createTestUser(t.db, 'leaving');
    await comment(leaving.cookie, id, 'Bye');
    await t.db.prisma.user.delete({ where: { id: leaving.id } });
    const page: any = await graphql(t.app, thread, { id });
    expect(page.data.request.comments.edges.map((e: any) => e.node)).toEqual([{ body: 'Bye', author: null }]);
  });

  it('refuses visitors and lets users, moderators and administrators comment', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: author.id });
    const visitor = await comment(undefined, id, 'Hi');
    expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const role of ['MODERATOR', 'ADMIN'] as const) {
      const someone = await createTestUser(t.db, `commenting_${role}`, { role });
      expect((await comment(someone.cookie, id, `From a ${role}`)).data.addComment.__typename).toBe(
        'MutationAddCommentSuccess',
      );
    }
    expect((await comment(author.cookie, id, 'From the submitter')).data.addComment.__typename).toBe(
      'MutationAddCommentSuccess',
    );
  });
});
