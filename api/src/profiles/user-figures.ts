// The figures a collection or profile screen shows of one user: the number of copies (collector
// level), the collection statistics, the profile's counts, the minigame records and a page of the
// collection. Several fields of one operation ask for them at once, and each would otherwise cost
// a statement of its own; asked in the same turn of the event loop, they are read together in one
// statement, each part still the query it was on its own (the same indexes, nothing per row).
//
// Visibility is decided before anything is asked here: a caller asks only for what the viewer may
// see, so a hidden section is never read.
import { createContextCache } from '@pothos/core';
import type { Context } from '../context.ts';
import { statsFromRow, statsSql, type CollectionStats, type StatsRow } from '../collection/stats.ts';
import { collectionPageJsonQuery, type CopyKey, type CopyPageRow } from '../collection/collection-page.ts';
import type { CollectionFilter, CollectionOrder } from '../collection/collection-query.ts';

export interface ProfileCounts {
  copies: number;
  requests: number;
  votes: number;
  friends: number;
}

export interface MinigameRecord {
  userId: number;
  game: string;
  wins: number;
  losses: number;
  bestScore: number;
  updatedAt: Date;
}

export interface CollectionPageAsk {
  filter: CollectionFilter;
  order: CollectionOrder;
  limit: number;
  after: CopyKey | null;
  withTotal: boolean;
}

type Part = 'copies' | 'stats' | 'counts' | 'minigames';

interface FiguresRow extends Partial<StatsRow> {
  copies?: number;
  requests?: number;
  votes?: number;
  friends?: number;
  minigames?: (Omit<MinigameRecord, 'updatedAt'> & { updatedAt: string })[];
  [page: `page${number}`]: CopyPageRow[] | undefined;
}

/** What one user's part of the statement is asked for, and who waits for it. */
interface Ask {
  parts: Set<Part>;
  pages: CollectionPageAsk[];
  done: Promise<FiguresRow>;
  settle: { resolve: (row: FiguresRow) => void; reject: (error: unknown) => void };
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** One user's columns: a single-row query, as JSON. */
function userFiguresSql(userId: number, ask: Ask, param: (value: unknown) => string, values: unknown[]): string {
  // Every part but the pages reads it; placed only then: PostgreSQL refuses a parameter of no use
  // (it cannot tell its type).
  const user = ask.parts.size ? param(userId) : '';
  const columns: string[] = [];
  const withStats = ask.parts.has('stats');
  if (withStats) columns.push('s."totalCopies"', 's.counts', 's.spent');
  if (ask.parts.has('copies')) {
    columns.push(
      withStats
        ? 's."totalCopies" AS copies'
        : `(SELECT count(*)::int FROM "CollectionItem" WHERE "userId" = ${user}) AS copies`,
    );
  }
  if (ask.parts.has('counts')) {
    columns.push(
      `(SELECT count(*)::int FROM "Request" WHERE "submitterId" = ${user}) AS requests`,
      `(SELECT count(*)::int FROM "Vote" WHERE "userId" = ${user}) AS votes`,
      // Each pair is one row, stored with the lower id first: count both sides, each on its index.
      `(SELECT count(*)::int FROM "Friendship" WHERE "userAId" = ${user})
        + (SELECT count(*)::int FROM "Friendship" WHERE "userBId" = ${user}) AS friends`,
    );
  }
  if (ask.parts.has('minigames')) {
    columns.push(`(SELECT coalesce(json_agg(json_build_object('userId', m."userId", 'game', m.game, 'wins', m.wins,
        'losses', m.losses, 'bestScore', m."bestScore", 'updatedAt', m."updatedAt" AT TIME ZONE 'UTC') ORDER BY m.game), '[]')
      FROM "MinigameResult" m WHERE m."userId" = ${user}) AS minigames`);
  }
  ask.pages.forEach((page, index) => {
    const query = collectionPageJsonQuery(
      userId,
      page.filter,
      page.order,
      page.limit,
      page.after,
      page.withTotal,
      values,
    );
    columns.push(`${query} AS page${index}`);
  });
  const from = withStats ? ` FROM (${statsSql(user)}) s` : '';
  return `(SELECT row_to_json(f) FROM (SELECT ${columns.join(', ')}${from}) f)`;
}

const batches = createContextCache((ctx: Context) => {
  let waiting: Map<number, Ask> | null = null;

  async function send(asks: Map<number, Ask>) {
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const users = [...asks];
    const columns = users.map(([userId, ask], index) => `${userFiguresSql(userId, ask, param, values)} AS "${index}"`);
    try {
      // One member's figures (the collection page) take one of a few texts, each planned once per
      // connection; a batch of several members makes a text per batch size, left unprepared.
      const [row] = await ctx.db.sql.query<Record<string, FiguresRow | string>>(
        `SELECT ${columns.join(', ')}`,
        values,
        {
          prepare: users.length === 1,
        },
      );
      users.forEach(([, ask], index) => ask.settle.resolve(parsed(row![String(index)]!)));
    } catch (error) {
      for (const [, ask] of users) ask.settle.reject(error);
    }
  }

  return (userId: number): Ask => {
    if (!waiting) {
      const asks = (waiting = new Map());
      // After every field of this turn has asked: their resolvers run one after another, each
      // through a few promise steps (auth checks), all before the event loop's next phase.
      setImmediate(() => {
        waiting = null;
        void send(asks);
      });
    }
    let ask = waiting.get(userId);
    if (!ask) {
      let settle!: Ask['settle'];
      const done = new Promise<FiguresRow>((resolve, reject) => (settle = { resolve, reject }));
      ask = { parts: new Set(), pages: [], done, settle };
      waiting.set(userId, ask);
    }
    return ask;
  };
});

function ask(ctx: Context, userId: number, part: Part): Promise<FiguresRow> {
  const pending = batches(ctx)(userId);
  pending.parts.add(part);
  return pending.done;
}

/** How many copies the user owns. */
export async function userCopies(ctx: Context, userId: number): Promise<number> {
  return (await ask(ctx, userId, 'copies')).copies!;
}

export async function userCollectionStats(ctx: Context, userId: number): Promise<CollectionStats> {
  return statsFromRow((await ask(ctx, userId, 'stats')) as StatsRow);
}

/** Copies, submitted requests, votes cast and friends. */
export async function userProfileCounts(ctx: Context, userId: number): Promise<ProfileCounts> {
  const pending = batches(ctx)(userId);
  pending.parts.add('copies').add('counts');
  const row = await pending.done;
  return { copies: row.copies!, requests: row.requests!, votes: row.votes!, friends: row.friends! };
}

/** The user's record in each minigame played, by game name. */
export async function userMinigameRecords(ctx: Context, userId: number): Promise<MinigameRecord[]> {
  const row = await ask(ctx, userId, 'minigames');
  return row.minigames!.map((record) => ({ ...record, updatedAt: new Date(record.updatedAt) }));
}

/** A page of the user's collection (keyset, collection-page.ts): the copies' ids and sort keys. */
export async function userCollectionPage(
  ctx: Context,
  userId: number,
  page: CollectionPageAsk,
): Promise<CopyPageRow[]> {
  const pending = batches(ctx)(userId);
  const index = pending.pages.push(page) - 1;
  return (await pending.done)[`page${index}`]!;
}
