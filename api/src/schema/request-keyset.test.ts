// Keyset paging of the community review lists: requests (newest first, filtered), a request's
// comments (oldest first) and votes (newest first). Walking every page gives exactly the old
// order, ties on the sort key included, and no page skips rows with OFFSET.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId, someGameIds } from '../../test/request-fixtures.ts';

const t = useTestApp({ seed: true });
let requestId: number;

beforeAll(async () => {
  const submitter = await createTestUser(t.db, 'KeysetSubmitter');
  const gameIds = await someGameIds(t.db, 4);
  // Many requests share a creation time: ties must be broken by id across page boundaries.
  const tied = new Date('2026-01-02T03:04:05.678Z');
  for (let i = 0; i < 23; i += 1) {
    await insertRequest(t.db, {
      gameId: gameIds[i % gameIds.length]!,
      submitterId: submitter.id,
      type: i % 3 === 0 ? 'DELETE' : 'EDIT',
      status: i % 4 === 0 ? 'APPROVED' : 'PENDING',
      createdAt: i % 2 === 0 ? tied : new Date(tied.getTime() + i * 1000),
    });
  }
  requestId = await insertRequest(t.db, { gameId: gameIds[0]!, submitterId: submitter.id });
  const voters: Awaited<ReturnType<typeof createTestUser>>[] = [];
  for (let i = 0; i < 9; i += 1) voters.push(await createTestUser(t.db, `KeysetVoter${i}`));
  await t.db.prisma.vote.createMany({
    data: voters.map((voter, i) => ({ requestId, userId: voter.id, value: i % 2 ? 'APPROVE' : 'REJECT' })),
  });
  await t.db.prisma.comment.createMany({
    data: Array.from({ length: 11 }, (_, i) => ({ requestId, authorId: voters[i % 9]!.id, body: `Comment ${i}` })),
  });
});

/** Every node id of a connection, page after page of `size`, and the SQL the pages sent. */
async function walk(query: string, connection: (data: any) => any, variables: Record<string, unknown>, size = 4) {
  const ids: number[] = [];
  const texts: string[] = [];
  let pages = 0;
  let after: string | null = null;
  t.db.statements.texts = texts;
  try {
    for (;;) {
      const result: any = await graphql(t.app, query, { ...variables, first: size, after });
      expect(result.errors).toBeUndefined();
      const page = connection(result.data);
      pages += 1;
      ids.push(...page.edges.map((edge: any) => edge.node.databaseId ?? edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
  } finally {
    delete t.db.statements.texts;
  }
  return { ids, texts, pages };
}

const requestsQuery = /* GraphQL */ `
  query Requests($first: Int, $after: String, $status: RequestStatus, $type: RequestType) {
    requests(first: $first, after: $after, status: $status, type: $type) {
      edges {
        node {
          databaseId
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

describe('the requests list pages by keyset', () => {
  it.each([
    ['every request', {}, 'TRUE'],
    ['pending', { status: 'PENDING' }, `status = 'PENDING'`],
    ['delete requests', { type: 'DELETE' }, `type = 'DELETE'`],
    ['pending edits', { status: 'PENDING', type: 'EDIT' }, `status = 'PENDING' AND type = 'EDIT'`],
  ])('%s: newest first, ties by id, without OFFSET', async (_name, filter, where) => {
    const expected = (
      await t.db.sql.query<{ id: number }>(
        `SELECT id FROM "Request" WHERE ${where} ORDER BY "createdAt" DESC, id DESC`,
        [],
      )
    ).map((row) => row.id);
    const { ids, texts } = await walk(requestsQuery, (data) => data.requests, filter);
    expect(ids).toEqual(expected);
    const pages = texts.filter((text) => text.includes('"Request"'));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.filter((text) => /OFFSET/i.test(text))).toEqual([]);
  });

  it('refuses text that is no cursor of this list, and paging backwards', async () => {
    const bogus: any = await graphql(t.app, requestsQuery, { first: 2, after: 'Z2FtZXM6e30' });
    expect(bogus.errors?.[0]?.message).toBe('after is not a cursor of this list');
    const backwards: any = await graphql(t.app, '{ requests(last: 2) { edges { cursor } } }');
    expect(backwards.errors?.[0]?.message).toBe('The requests list pages forward only: use first and after');
  });
});

const discussionQuery = /* GraphQL */ `
  query Discussion($id: ID!, $first: Int, $after: String) {
    node(id: $id) {
      ... on Request {
        comments(first: $first, after: $after) {
          edges {
            node {
              id
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
        votes(first: $first, after: $after) {
          edges {
            node {
              id
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

describe("a request's comments and votes page by keyset", () => {
  it.each([
    ['comments', 'Comment', 'id ASC'],
    ['votes', 'Vote', 'id DESC'],
  ] as const)('%s: every one once, in order, without OFFSET', async (field, table, order) => {
    const expected = (
      await t.db.sql.query<{ id: number }>(`SELECT id FROM "${table}" WHERE "requestId" = $1 ORDER BY ${order}`, [
        requestId,
      ])
    ).map((row) => row.id);
    // Both connections share `after`; walk one at a time by asking only for it.
    const only = discussionQuery.replace(
      field === 'comments' ? /votes\(first[\s\S]*?endCursor\s*}\s*}/ : /comments\(first[\s\S]*?endCursor\s*}\s*}/,
      '',
    );
    const { ids, texts, pages } = await walk(only, (data) => data.node[field], { id: requestGlobalId(requestId) }, 3);
    const rowIds = ids.map((id) => Number(Buffer.from(String(id), 'base64').toString().split(':')[1]));
    expect(rowIds).toEqual(expected);
    expect(pages).toBeGreaterThan(2);
    // Each page is the request's own statement, its page of the relation joined in.
    expect(texts.length).toBe(pages);
    expect(texts.filter((text) => /OFFSET/i.test(text))).toEqual([]);
  });
});
