// Dev Talk, the site owner's blog: the limits and inputs of a post. Pure; the API checks every
// mutation and preview with these schemas and the editor checks the same ones before sending.
import { z } from './zod.ts';
import { userText } from './input-check.ts';

export const DEV_TALK_LIMITS = {
  titleMax: 150,
  /** Markdown source, in characters; a long article is ~30 000. */
  contentMax: 50_000,
} as const;

export const DEV_TALK_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `The title must be at most ${DEV_TALK_LIMITS.titleMax} characters`,
  contentRequired: 'Write the post first',
  contentTooLong: `The post must be at most ${DEV_TALK_LIMITS.contentMax} characters`,
} as const;

const content = z.pipe(
  userText(),
  z.string().check(z.maxLength(DEV_TALK_LIMITS.contentMax, DEV_TALK_MESSAGES.contentTooLong)),
);

/** A post as the editor sends it, new or edited; `published` is the state it should have after saving. */
export const devTalkPostInput = z.object({
  title: z.pipe(
    userText(),
    z
      .string()
      .check(
        z.minLength(1, DEV_TALK_MESSAGES.titleRequired),
        z.maxLength(DEV_TALK_LIMITS.titleMax, DEV_TALK_MESSAGES.titleTooLong),
      ),
  ),
  content: z.pipe(content, z.string().check(z.minLength(1, DEV_TALK_MESSAGES.contentRequired))),
  published: z.boolean(),
});
export type DevTalkPostInput = z.input<typeof devTalkPostInput>;

/** Markdown to preview: may be empty (nothing to show yet), never longer than a post may be. */
export const devTalkPreviewInput = z.object({ markdown: content });

/** Saves this soon after the first publication are part of publishing it, not edits. */
export const EDIT_GRACE_MS = 60_000;

/** When a published post was last changed, shown as its edit date; null while it has not been (or is a draft). */
export function lastEditedAt(post: { publishedAt: Date | null; updatedAt: Date }): Date | null {
  if (!post.publishedAt) return null;
  return post.updatedAt.getTime() - post.publishedAt.getTime() > EDIT_GRACE_MS ? post.updatedAt : null;
}
