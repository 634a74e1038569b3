// Writing a Dev Talk post: render and sanitise the Markdown once, keep the address unique (and
// frozen after publication), stamp the first publication. The resolvers only check who may.
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { renderMarkdown } from './render.ts';
import { slugFromTitle, slugIsFrozen, uniqueSlug } from './slug.ts';

type Prisma = Database['prisma'];

export interface PostChanges {
  title: string;
  content: string;
  published: boolean;
}

/** A slug for `title` that no other post has. */
async function freeSlug(prisma: Prisma, title: string, exceptId?: number): Promise<string> {
  const base = slugFromTitle(title);
  const rows = await prisma.devTalkPost.findMany({
    where: { slug: { startsWith: base }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { slug: true },
  });
  return uniqueSlug(base, new Set(rows.map((row) => row.slug)));
}

/** Two posts saved at once with the same title may pick the same slug: the loser picks again. */
async function withFreeSlug<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= 3) throw error;
    }
  }
}

export function createPost(
  prisma: Prisma,
  authorId: number,
  changes: PostChanges,
  now = new Date(),
): Promise<{ id: number }> {
  return withFreeSlug(async () =>
    prisma.devTalkPost.create({
      data: {
        slug: await freeSlug(prisma, changes.title),
        title: changes.title,
        content: changes.content,
        contentHtml: renderMarkdown(changes.content),
        authorId,
        published: changes.published,
        publishedAt: changes.published ? now : null,
      },
      select: { id: true },
    }),
  );
}

/** Null when there is no such post. The first publication's date stays through later edits. */
export function updatePost(
  prisma: Prisma,
  id: number,
  changes: PostChanges,
  now = new Date(),
): Promise<{ id: number } | null> {
  return withFreeSlug(async () => {
    const post = await prisma.devTalkPost.findUnique({
      where: { id },
      select: { slug: true, title: true, publishedAt: true },
    });
    if (!post) return null;
    const slug =
      slugIsFrozen(post) || post.title === changes.title ? post.slug : await freeSlug(prisma, changes.title, id);
    return prisma.devTalkPost.update({
      where: { id },
      data: {
        slug,
        title: changes.title,
        content: changes.content,
        contentHtml: renderMarkdown(changes.content),
        published: changes.published,
        publishedAt: post.publishedAt ?? (changes.published ? now : null),
      },
      select: { id: true },
    });
  });
}
