import { describe, expect, it } from 'vitest';
import { checkInput } from './input-check.ts';
import {
  DEV_TALK_LIMITS,
  EDIT_GRACE_MS,
  devTalkPostInput,
  devTalkPreviewInput,
  lastEditedAt,
} from './dev-talk-rules.ts';

const post = (title: string, content: string) => checkInput(devTalkPostInput, { title, content, published: false });

describe('Dev Talk post input', () => {
  it('trims the title and the Markdown and keeps the line breaks inside', () => {
    expect(post('  Launch  ', '\n# Hello\n\n- one\n- two\n ')).toEqual({
      ok: true,
      value: { title: 'Launch', content: '# Hello\n\n- one\n- two', published: false },
    });
  });

  it('requires a title and some content', () => {
    const empty = post('   ', ' \n ');
    expect(empty.ok || empty.problems.map((p) => [p.field, p.code])).toEqual([
      ['title', 'required'],
      ['content', 'required'],
    ]);
  });

  it(`allows titles up to ${DEV_TALK_LIMITS.titleMax} and posts up to ${DEV_TALK_LIMITS.contentMax} characters`, () => {
    expect(post('t'.repeat(DEV_TALK_LIMITS.titleMax), 'c'.repeat(DEV_TALK_LIMITS.contentMax)).ok).toBe(true);
    const long = post('t'.repeat(DEV_TALK_LIMITS.titleMax + 1), 'c'.repeat(DEV_TALK_LIMITS.contentMax + 1));
    expect(long.ok || long.problems.map((p) => [p.field, p.code])).toEqual([
      ['title', 'tooLong'],
      ['content', 'tooLong'],
    ]);
  });

  it('previews empty Markdown but not more than a post may hold', () => {
    expect(checkInput(devTalkPreviewInput, { markdown: '' }).ok).toBe(true);
    const long = checkInput(devTalkPreviewInput, { markdown: 'c'.repeat(DEV_TALK_LIMITS.contentMax + 1) });
    expect(long.ok || long.problems[0]).toMatchObject({ field: 'markdown', code: 'tooLong' });
  });
});

describe('lastEditedAt', () => {
  const publishedAt = new Date('2026-03-01T10:00:00Z');
  const later = (ms: number) => new Date(publishedAt.getTime() + ms);

  it('is the last change of a published post made after publishing', () => {
    expect(lastEditedAt({ publishedAt, updatedAt: later(EDIT_GRACE_MS + 1) })).toEqual(later(EDIT_GRACE_MS + 1));
  });

  it('is null for the save that published the post and for drafts', () => {
    expect(lastEditedAt({ publishedAt, updatedAt: later(5) })).toBeNull();
    expect(lastEditedAt({ publishedAt: null, updatedAt: later(EDIT_GRACE_MS * 10) })).toBeNull();
  });
});
