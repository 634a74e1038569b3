// Vote counts and the viewer's own vote for every request on a page, and the images a request page
// shows, in one statement (DataLoader batches the fields a page of requests asks for).
import DataLoader from 'dataloader';
import { createContextCache } from '@pothos/core';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import type { VoteTally } from '#shared/request-rules';
import type { VoteValue } from './vote.ts';

interface LoaderContext {
  prisma: PrismaClient;
  viewer: { id: number } | null;
  /**
   * A live subscription's own record of its viewer's votes (live/viewer-votes.ts): read once on
   * subscribe and kept current from the events, so an event never queries it per subscriber.
   */
  heldViewerVotes?: Map<number, VoteValue | null>;
}

/** The tally of each request, in the order asked. */
export async function loadTallies(
  prisma: Pick<Prisma.TransactionClient, 'vote'>,
  requestIds: readonly number[],
): Promise<VoteTally[]> {
  const groups = await prisma.vote.groupBy({
    by: ['requestId', 'value'],
    where: { requestId: { in: [...requestIds] } },
    _count: { _all: true },
  });
  const counts = new Map(groups.map((group) => [`${group.requestId} ${group.value}`, group._count._all]));
  const count = (requestId: number, value: VoteValue) => counts.get(`${requestId} ${value}`) ?? 0;
  return requestIds.map((id) => ({ approvals: count(id, 'APPROVE'), rejections: count(id, 'REJECT') }));
}

/** One request's tally: what the resolution job counts, inside its transaction. */
export async function loadTally(prisma: Pick<Prisma.TransactionClient, 'vote'>, requestId: number): Promise<VoteTally> {
  const [tally] = await loadTallies(prisma, [requestId]);
  return tally ?? { approvals: 0, rejections: 0 };
}

/** An image row as the API shows it (its bytes stay in the database). */
export interface ImageRow {
  id: number;
  sha256: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: Date;
}

interface RequestFigures {
  tally: VoteTally;
  viewerVote: VoteValue | null;
}

interface FiguresRow {
  tallies: { requestId: number; approvals: number; rejections: number; viewerVote: VoteValue | null }[] | string;
  images: (Omit<ImageRow, 'createdAt'> & { createdAt: string })[] | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The tally and the viewer's own vote of each request, and the images the snapshots and proposals
 * of `withImages` name, in one statement: a request page asks for all three, a page of requests
 * for the first two, and each would otherwise cost a statement of its own.
 */
async function loadRequestFigures(
  prisma: PrismaClient,
  viewerId: number | null,
  requestIds: readonly number[],
  withImages: number[],
): Promise<{ figures: RequestFigures[]; images: ImageRow[] }> {
  // One id is compared with `=`: PostgreSQL then keeps one generic plan for the request page's
  // statement, where `= ANY($n)` made it plan a custom one every time (a list's length is unknown
  // to a generic plan, so it looked dearer). A page of requests sends the list.
  const matches = (ids: readonly number[]) =>
    ids.length === 1 ? Prisma.sql`= ${ids[0]}` : Prisma.sql`= ANY(${[...ids]}::int[])`;
  const [row] = await prisma.$queryRaw<FiguresRow[]>`
    SELECT
      (SELECT coalesce(json_agg(t), '[]') FROM (
        SELECT "requestId",
          count(*) FILTER (WHERE value = 'APPROVE')::int AS approvals,
          count(*) FILTER (WHERE value = 'REJECT')::int AS rejections,
          min(value::text) FILTER (WHERE "userId" = ${viewerId ?? 0}) AS "viewerVote"
        FROM "Vote" WHERE "requestId" ${matches(requestIds)}
        GROUP BY "requestId") t) AS tallies,
      (SELECT coalesce(json_agg(json_build_object('id', i.id, 'sha256', i.sha256, 'mime', i.mime, 'width', i.width,
          'height', i.height, 'bytes', i.bytes, 'createdAt', i."createdAt")), '[]')
        FROM "Image" i WHERE i.id IN (
          SELECT (version ->> key)::int
          FROM "Request" r
          CROSS JOIN LATERAL (VALUES (r."baseSnapshot"), (r."proposedData")) AS doc(game)
          CROSS JOIN LATERAL jsonb_array_elements(
            CASE WHEN jsonb_typeof(doc.game -> 'versions') = 'array' THEN doc.game -> 'versions' ELSE '[]'::jsonb END
          ) AS version
          CROSS JOIN unnest(ARRAY['mediumImageId', 'frontImageId', 'backImageId']) AS key
          WHERE r.id ${matches(withImages)} AND jsonb_typeof(version -> key) = 'number')) AS images`;
  const byRequest = new Map(parsed(row!.tallies).map((tally) => [tally.requestId, tally]));
  return {
    figures: requestIds.map((id) => {
      const tally = byRequest.get(id);
      return {
        tally: { approvals: tally?.approvals ?? 0, rejections: tally?.rejections ?? 0 },
        viewerVote: viewerId === null ? null : (tally?.viewerVote ?? null),
      };
    }),
    images: parsed(row!.images).map((image) => ({ ...image, createdAt: new Date(image.createdAt) })),
  };
}

const loaders = createContextCache((ctx: LoaderContext) => {
  const imagesWanted = new Set<number>();
  const images = new Map<number, ImageRow>();
  const imagesRead = new Set<number>();
  return {
    figures: new DataLoader(async (ids: readonly number[]) => {
      const withImages = ids.filter((id) => imagesWanted.has(id));
      const loaded = await loadRequestFigures(ctx.prisma, ctx.viewer?.id ?? null, ids, withImages);
      for (const image of loaded.images) images.set(image.id, image);
      for (const id of withImages) imagesRead.add(id);
      return loaded.figures;
    }),
    imagesWanted,
    images,
    imagesRead,
    /** Tallies a subscription event brought along (primeTally): answered without a statement. */
    primedTallies: new Map<number, VoteTally>(),
  };
});

/**
 * An image a request's snapshot or proposal names, read in the statement of the request's
 * figures when asked before that statement goes out (fields of one request page are); on its own
 * otherwise (null when the image is gone).
 */
export async function requestImage(
  ctx: LoaderContext,
  requestId: number,
  imageId: number,
  readAlone: (id: number) => Promise<ImageRow | null>,
): Promise<ImageRow | null> {
  const cache = loaders(ctx);
  cache.imagesWanted.add(requestId);
  await cache.figures.load(requestId);
  if (cache.imagesRead.has(requestId)) return cache.images.get(imageId) ?? null;
  return readAlone(imageId);
}

export function voteTally(ctx: LoaderContext, requestId: number): Promise<VoteTally> {
  const primed = loaders(ctx).primedTallies.get(requestId);
  return primed
    ? Promise.resolve(primed)
    : loaders(ctx)
        .figures.load(requestId)
        .then((figures) => figures.tally);
}

export function viewerVote(ctx: LoaderContext, requestId: number): Promise<VoteValue | null> {
  const held = ctx.heldViewerVotes?.get(requestId);
  if (held !== undefined) return Promise.resolve(held);
  if (!ctx.viewer) return Promise.resolve(null);
  return loaders(ctx)
    .figures.load(requestId)
    .then((figures) => figures.viewerVote);
}

/** A subscription event brings the tally computed once after its commit: no query per subscriber. */
export function primeTally(ctx: LoaderContext, requestId: number, tally: VoteTally): void {
  loaders(ctx).primedTallies.set(requestId, tally);
}

/** After a vote in this operation: the counts read before it are stale. */
export function forgetVotes(ctx: LoaderContext, requestId: number): void {
  loaders(ctx).primedTallies.delete(requestId);
  loaders(ctx).figures.clear(requestId);
}
