// The offline library's read (web/src/offline/library-sync.ts, issue 28): a page of a member's
// copies and wants, sent as the browser sends it (the persisted id of Relay's compiled query, so
// the test follows whatever the query asks for), costs as many SQL statements for 100 copies and
// 100 wants as for 10: nothing is read per copy, per want, per version or per version's game, nor
// per friend or per friend's trade match (the member's friends grow with the collection).
import { parse, type OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { screenQuery, screenQueryId } from '../../test/screen-queries.ts';
import { LIMITS } from '#shared/rules';
import { MATCH_LIST_MAX } from '#shared/want-rules';
import { friendshipKey } from '../profiles/relation.ts';

const QUERY = 'librarySyncQuery';
/** The page the browser asks for. */
const PAGE = LIMITS.pageSizeMax;
/** Versions per friend: each friend matches this many of the member's wants and of their trades. */
const PER_FRIEND = 5;
const t = useTestApp({ seed: true });
let few: { cookie: string };
let many: { cookie: string };

/** Each version of a game of its own: a read per game would show as one statement more per copy. */
async function versionsOfTheirOwnGames(count: number): Promise<number[]> {
  const sample = await t.db.prisma.version.findFirstOrThrow({
    select: { mediumImageId: true, game: { select: { consoleId: true } } },
  });
  const { consoleId } = sample.game;
  const { mediumImageId } = sample;
  const titles = Array.from({ length: count }, (_, i) => `Library Sync Statements ${i}`);
  const games = await t.db.prisma.game.createManyAndReturn({
    data: titles.map((title) => ({ title, titleKey: title.toLowerCase(), searchKey: title.toLowerCase(), consoleId })),
    select: { id: true, title: true },
  });
  const versions = await t.db.prisma.version.createManyAndReturn({
    data: games.map((game) => ({
      gameId: game.id,
      title: game.title,
      region: 'PAL' as const,
      revision: '1.0',
      releaseDate: new Date(Date.UTC(2001, 0, 1)),
      mediumImageId,
    })),
    select: { id: true },
  });
  return versions.map((version) => version.id);
}

/**
 * A member who owns a copy of each version, offered for trade, and wants each of them too, with a
 * friend for every PER_FRIEND versions who offers those versions for trade (the member wants them)
 * and wants them (the member offers them): matches on both lists, as many as the copies.
 */
async function memberWith(username: string, versionIds: number[]) {
  const member = await createTestUser(t.db, username);
  await t.db.prisma.collectionItem.createMany({
    data: versionIds.map((versionId, i) => ({
      userId: member.id,
      versionId,
      condition: 'GOOD' as const,
      pricePaidCents: i,
      forTrade: true,
    })),
  });
  await t.db.prisma.wantedVersion.createMany({
    data: versionIds.map((versionId) => ({ userId: member.id, versionId, maxPriceCents: 500, currency: 'EUR' })),
  });
  for (let from = 0; from < versionIds.length; from += PER_FRIEND) {
    const friend = await createTestUser(t.db, `${username}Friend${from / PER_FRIEND}`);
    await t.db.prisma.friendship.create({ data: friendshipKey(member.id, friend.id) });
    const theirs = versionIds.slice(from, from + PER_FRIEND);
    await t.db.prisma.collectionItem.createMany({
      data: theirs.map((versionId) => ({ userId: friend.id, versionId, forTrade: true })),
    });
    await t.db.prisma.wantedVersion.createMany({ data: theirs.map((versionId) => ({ userId: friend.id, versionId })) });
  }
  return member;
}

beforeAll(async () => {
  const versionIds = await versionsOfTheirOwnGames(PAGE);
  few = await memberWith('LibraryFew', versionIds.slice(0, 10));
  many = await memberWith('LibraryMany', versionIds);
});

/**
 * The first page's variables: a page of each list, and every part the query turns on with a
 * Boolean! (the copies, the wants, and whatever else the first page grows to read).
 */
function firstPageVariables(): Record<string, unknown> {
  const operation = parse(screenQuery(QUERY)).definitions[0] as OperationDefinitionNode;
  const switches = (operation.variableDefinitions ?? []).filter(
    (definition) =>
      definition.type.kind === 'NonNullType' &&
      definition.type.type.kind === 'NamedType' &&
      definition.type.type.name.value === 'Boolean',
  );
  return { ...Object.fromEntries(switches.map((definition) => [definition.variable.name.value, true])), first: PAGE };
}

/** One read as the browser makes it (a GET of the persisted id), with the SQL it sent. */
async function read(cookie: string) {
  const texts: string[] = [];
  t.db.statements.texts = texts;
  try {
    const search = new URLSearchParams({
      documentId: screenQueryId(QUERY),
      variables: JSON.stringify(firstPageVariables()),
    });
    const response = await t.app.yoga.handleRequest(
      new Request(`http://localhost/graphql?${search}`, { headers: { cookie } }),
      {
        req: { socket: { remoteAddress: '192.0.2.1' } },
      } as never,
    );
    const body = await response.json();
    await new Promise((resolve) => setImmediate(resolve));
    return { texts, body, status: response.status };
  } finally {
    delete t.db.statements.texts;
  }
}

describe("the offline library's page of copies and wants", () => {
  it('costs the same SQL statements for 100 copies, wants and 20 friends as for 10 and 2 (no statement per row)', async () => {
    // Anything read once per process (a plan, a list kept in memory) is read before counting.
    await read(few.cookie);
    const small = await read(few.cookie);
    const large = await read(many.cookie);
    for (const [{ status, body }, size] of [
      [small, 10],
      [large, PAGE],
    ] as const) {
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.viewer.collection.edges).toHaveLength(size);
      expect(body.data.viewer.wantList.edges).toHaveLength(size);
      expect(body.data.viewer.collection.edges[0].node.version.game.title).toMatch(/^Library Sync Statements/);
      // Every version is a match with one friend, both ways, up to the lists' limit.
      const matches = Math.min(size, MATCH_LIST_MAX);
      expect(body.data.viewer.friendsHavingWhatYouWant).toHaveLength(matches);
      expect(body.data.viewer.friendsWantingWhatYouTrade).toHaveLength(matches);
    }
    expect(large.texts.length, large.texts.join('\n')).toBe(small.texts.length);
  });
});
