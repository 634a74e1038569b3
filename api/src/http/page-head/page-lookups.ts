// What a page's head says about the thing at its address, or null when there is none: one SQL
// statement each (Prisma's relation joins), read by primary or unique key.
import type { Database } from '../../db/database.ts';
import { snapshotTitle } from '../../domain/game-snapshot.ts';

export interface GameForHead {
  id: number;
  title: string;
  console: string;
  developers: string[];
  publishers: string[];
  firstReleaseDate: Date | null;
  /** The earliest version's front box art that has one. */
  frontImage: { sha256: string; width: number; height: number } | null;
}

export async function gameForHead(db: Database, id: number): Promise<GameForHead | null> {
  const game = await db.prisma.game.findUnique({
    relationLoadStrategy: 'join',
    where: { id },
    select: {
      id: true,
      title: true,
      firstReleaseDate: true,
      console: { select: { name: true } },
      companies: {
        orderBy: [{ position: 'asc' }, { companyId: 'asc' }],
        select: { role: true, company: { select: { name: true } } },
      },
      versions: {
        where: { frontImageId: { not: null } },
        orderBy: [{ releaseDate: 'asc' }, { id: 'asc' }],
        take: 1,
        select: { frontImage: { select: { sha256: true, width: true, height: true } } },
      },
    },
  });
  if (!game) return null;
  const named = (role: 'DEVELOPER' | 'PUBLISHER') =>
    game.companies.filter((link) => link.role === role).map((link) => link.company.name);
  return {
    id: game.id,
    title: game.title,
    console: game.console.name,
    developers: named('DEVELOPER'),
    publishers: named('PUBLISHER'),
    firstReleaseDate: game.firstReleaseDate,
    frontImage: game.versions[0]?.frontImage ?? null,
  };
}

export interface PostForHead {
  slug: string;
  title: string;
  content: string;
  author: string | null;
  publishedAt: Date;
  updatedAt: Date;
}

/** A published post; a draft is nobody's business but its author's, so it is not found here. */
export async function postForHead(db: Database, slug: string): Promise<PostForHead | null> {
  const post = await db.prisma.devTalkPost.findUnique({
    relationLoadStrategy: 'join',
    where: { slug },
    select: {
      slug: true,
      title: true,
      content: true,
      published: true,
      publishedAt: true,
      updatedAt: true,
      author: { select: { username: true, displayName: true } },
    },
  });
  if (!post?.published || !post.publishedAt) return null;
  return {
    slug: post.slug,
    title: post.title,
    content: post.content,
    author: post.author ? (post.author.displayName ?? post.author.username) : null,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
  };
}

/** The member's username as they spell it; the address may use any case, as the API allows. */
export async function userForHead(db: Database, username: string): Promise<{ username: string } | null> {
  return db.prisma.user.findUnique({ where: { usernameKey: username.toLowerCase() }, select: { username: true } });
}

/** A request and the title of its game (from the snapshot once a deletion removed the game). */
export async function requestForHead(db: Database, id: number): Promise<{ id: number; gameTitle: string } | null> {
  const request = await db.prisma.request.findUnique({
    relationLoadStrategy: 'join',
    where: { id },
    select: { id: true, baseSnapshot: true, game: { select: { title: true } } },
  });
  if (!request) return null;
  return { id: request.id, gameTitle: request.game?.title ?? snapshotTitle(request.baseSnapshot) };
}
