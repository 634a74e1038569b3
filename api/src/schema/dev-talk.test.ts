import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import type { Role } from '#shared/account-rules';
import { DEV_TALK_LIMITS } from '#shared/dev-talk-rules';

const t = useTestApp();

type Who = 'visitor' | Role;
const cookies = {} as Record<Role, string>;
let adminId: number;

beforeAll(async () => {
  for (const role of ['USER', 'MODERATOR', 'ADMIN'] as const) {
    const user = await createTestUser(t.db, `Writer_${role}`, { role });
    cookies[role] = user.cookie;
    if (role === 'ADMIN') adminId = user.id;
  }
});

beforeEach(async () => {
  await t.db.prisma.devTalkPost.deleteMany();
});

const as = (who: Who): Record<string, string> => (who === 'visitor' ? {} : { cookie: cookies[who] });
const gid = (id: number) => encodeGlobalID('DevTalkPost', String(id));

const POST_FIELDS = 'id slug title content contentHtml excerpt published publishedAt editedAt author { username }';

const create = /* GraphQL */ `
  mutation Create($input: CreateDevTalkPostInput!) {
    createDevTalkPost(input: $input) {
      __typename
      ... on MutationCreateDevTalkPostSuccess { data { ${POST_FIELDS} } }
      ... on ValidationError { fieldErrors { field code } }
    }
  }
`;
const update = /* GraphQL */ `
  mutation Update($input: UpdateDevTalkPostInput!) {
    updateDevTalkPost(input: $input) {
      __typename
      ... on MutationUpdateDevTalkPostSuccess { data { ${POST_FIELDS} } }
      ... on ValidationError { fieldErrors { field code } }
      ... on Error { message }
    }
  }
`;
const remove = /* GraphQL */ `
  mutation Delete($input: DeleteDevTalkPostInput!) {
    deleteDevTalkPost(input: $input) {
      __typename
      ... on MutationDeleteDevTalkPostSuccess {
        data
      }
      ... on Error {
        message
      }
    }
  }
`;
const preview = /* GraphQL */ `
  query Preview($markdown: String!) {
    devTalkPreview(markdown: $markdown) {
      __typename
      ... on QueryDevTalkPreviewSuccess {
        data
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
        }
      }
    }
  }
`;
const list = /* GraphQL */ `
  query List($first: Int, $after: String) {
    devTalkPosts(first: $first, after: $after) {
      edges {
        cursor
        node {
          slug
          title
          excerpt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
const bySlug = /* GraphQL */ `
  query BySlug($slug: String!) {
    devTalkPost(slug: $slug) {
      title
      content
      published
    }
  }
`;
const drafts = /* GraphQL */ `
  {
    devTalkDrafts(first: 10) {
      edges {
        node {
          slug
        }
      }
    }
  }
`;

/** A post straight in the database, for tests about reading and refusing. */
async function insertPost(slug: string, options: { published?: boolean; publishedAt?: Date } = {}) {
  const published = options.published ?? true;
  const row = await t.db.prisma.devTalkPost.create({
    data: {
      slug,
      title: `Title of ${slug}`,
      content: `Content of ${slug}`,
      contentHtml: `<p>Content of ${slug}</p>`,
      authorId: adminId,
      published,
      publishedAt: published ? (options.publishedAt ?? new Date()) : null,
    },
  });
  return row.id;
}

async function createAsAdmin(input: { title: string; content: string; published: boolean }) {
  const result: any = await graphql(t.app, create, { input }, as('ADMIN'));
  expect(result.errors).toBeUndefined();
  return result.data.createDevTalkPost;
}

describe('who may write', () => {
  const everyone: Who[] = ['visitor', 'USER', 'MODERATOR', 'ADMIN'];
  const refusal = (who: Who) => (who === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
  const calls = [
    {
      field: 'createDevTalkPost',
      query: create,
      variables: () => ({ input: { title: 'Hello', content: 'World', published: true } }),
    },
    {
      field: 'updateDevTalkPost',
      query: update,
      variables: (id: number) => ({ input: { id: gid(id), title: 'Changed', content: 'Changed', published: true } }),
    },
    { field: 'deleteDevTalkPost', query: remove, variables: (id: number) => ({ input: { id: gid(id) } }) },
    { field: 'devTalkPreview', query: preview, variables: () => ({ markdown: '# Hi' }) },
    { field: 'devTalkDrafts', query: drafts, variables: () => ({}) },
  ];

  describe.each(calls)('$field', ({ field, query, variables }) => {
    it.each(everyone.filter((who) => who !== 'ADMIN'))('refuses %s and changes nothing', async (who) => {
      const id = await insertPost('existing');
      const before = await t.db.prisma.devTalkPost.findMany({ orderBy: { id: 'asc' } });
      const result: any = await graphql(t.app, query, variables(id), as(who));
      expect(result.errors?.map((e: any) => e.extensions?.code)).toEqual([refusal(who)]);
      expect(result.data).toBeNull();
      expect(await t.db.prisma.devTalkPost.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    });

    it('lets an administrator', async () => {
      const id = await insertPost('existing', { published: false });
      const result: any = await graphql(t.app, query, variables(id), as('ADMIN'));
      expect(result.errors).toBeUndefined();
      expect(result.data[field].__typename ?? 'connection').toMatch(/Success$|connection/);
    });
  });

  it('shows the Markdown source to administrators only', async () => {
    await insertPost('source');
    for (const who of ['visitor', 'USER', 'MODERATOR'] as const) {
      expect(((await graphql(t.app, bySlug, { slug: 'source' }, as(who))) as any).data.devTalkPost.content).toBeNull();
    }
    expect(((await graphql(t.app, bySlug, { slug: 'source' }, as('ADMIN'))) as any).data.devTalkPost.content).toBe(
      'Content of source',
    );
  });
});

describe('writing a post', () => {
  it('publishes a post with its author, a slug from its title and sanitised HTML', async () => {
    const result = await createAsAdmin({
      title: '  Hello, World!  ',
      content: '# Big news\n\nWe are *live*.',
      published: true,
    });
    expect(result.__typename).toBe('MutationCreateDevTalkPostSuccess');
    expect(result.data).toMatchObject({
      slug: 'hello-world',
      title: 'Hello, World!',
      published: true,
      editedAt: null,
      author: { username: 'Writer_ADMIN' },
      contentHtml: '<h2>Big news</h2>\n<p>We are <em>live</em>.</p>\n',
      excerpt: 'We are live.',
    });
    expect(result.data.publishedAt).not.toBeNull();
  });

  it('removes script tags, event handlers, javascript: links and raw HTML, and keeps ordinary Markdown', async () => {
    const content = [
      '## Heading',
      '',
      '- one',
      '- two',
      '',
      '[a link](https://example.org) and [home](/games)',
      '',
      '<script>alert(1)</script>',
      '',
      '<img src="x" onerror="alert(2)">',
      '',
      '[bad](javascript:alert(3))',
      '',
      '<div class="raw">raw</div>',
    ].join('\n');
    const { data: post } = await createAsAdmin({ title: 'Sanitised', content, published: true });
    expect(post.contentHtml).toBe(
      [
        '<h3>Heading</h3>',
        '<ul>',
        '<li>one</li>',
        '<li>two</li>',
        '</ul>',
        '<p><a href="https://example.org" rel="noopener noreferrer">a link</a> and <a href="/games">home</a></p>',
        '<p><a>bad</a></p>',
        '',
      ].join('\n'),
    );
    // What was typed is kept as typed: the editor shows it again.
    expect(post.content).toBe(content);
    const stored = await t.db.prisma.devTalkPost.findFirstOrThrow({ where: { slug: 'sanitised' } });
    expect(stored.contentHtml).toBe(post.contentHtml);
  });

  it('previews exactly the HTML a save would store', async () => {
    const markdown = '# Title\n\n<script>x()</script>\n\n[x](javascript:y())';
    const result: any = await graphql(t.app, preview, { markdown }, as('ADMIN'));
    const { data: post } = await createAsAdmin({ title: 'Same', content: markdown, published: false });
    expect(result.data.devTalkPreview).toEqual({ __typename: 'QueryDevTalkPreviewSuccess', data: post.contentHtml });
    const tooLong: any = await graphql(
      t.app,
      preview,
      { markdown: 'x'.repeat(DEV_TALK_LIMITS.contentMax + 1) },
      as('ADMIN'),
    );
    expect(tooLong.data.devTalkPreview.fieldErrors).toEqual([{ field: 'markdown', code: 'tooLong' }]);
  });

  it('refuses a post without a title or content, or with an overlong title', async () => {
    expect((await createAsAdmin({ title: ' ', content: '', published: true })).fieldErrors).toEqual([
      { field: 'title', code: 'required' },
      { field: 'content', code: 'required' },
    ]);
    expect(
      (await createAsAdmin({ title: 'x'.repeat(DEV_TALK_LIMITS.titleMax + 1), content: 'x', published: true }))
        .fieldErrors,
    ).toEqual([{ field: 'title', code: 'tooLong' }]);
    expect(await t.db.prisma.devTalkPost.count()).toBe(0);
  });

  it('gives two posts with the same title different addresses', async () => {
    const first = await createAsAdmin({ title: 'Patch notes', content: 'One', published: true });
    const second = await createAsAdmin({ title: 'Patch notes', content: 'Two', published: true });
    const third = await createAsAdmin({ title: 'New', content: 'Three', published: true });
    expect([first.data.slug, second.data.slug, third.data.slug]).toEqual(['patch-notes', 'patch-notes-2', 'new-2']);
  });
});

describe('drafts, publishing and editing', () => {
  const save = async (id: string, input: { title: string; content: string; published: boolean }) =>
    ((await graphql(t.app, update, { input: { id, ...input } }, as('ADMIN'))) as any).data.updateDevTalkPost;

  it('keeps a draft from everyone but administrators, everywhere', async () => {
    const { data: post } = await createAsAdmin({ title: 'Secret plans', content: 'Shh', published: false });
    expect(post).toMatchObject({ published: false, publishedAt: null });
    for (const who of ['visitor', 'USER', 'MODERATOR'] as const) {
      expect(((await graphql(t.app, bySlug, { slug: 'secret-plans' }, as(who))) as any).data.devTalkPost).toBeNull();
      const node: any = await graphql(
        t.app,
        'query N($id: ID!) { node(id: $id) { ... on DevTalkPost { title } } }',
        { id: post.id },
        as(who),
      );
      expect(node.data?.node ?? null).toBeNull();
      expect(((await graphql(t.app, list, {}, as(who))) as any).data.devTalkPosts.edges).toEqual([]);
    }
    expect(((await graphql(t.app, bySlug, { slug: 'secret-plans' }, as('ADMIN'))) as any).data.devTalkPost.title).toBe(
      'Secret plans',
    );
    expect(((await graphql(t.app, drafts, {}, as('ADMIN'))) as any).data.devTalkDrafts.edges).toEqual([
      { node: { slug: 'secret-plans' } },
    ]);
  });

  it("lets a draft's address follow its title, then keeps it once published, through later edits and unpublishing", async () => {
    const { data: post } = await createAsAdmin({ title: 'Working title', content: 'Draft', published: false });
    expect((await save(post.id, { title: 'Final title', content: 'Draft', published: false })).data.slug).toBe(
      'final-title',
    );
    const published = (await save(post.id, { title: 'Final title', content: 'Done', published: true })).data;
    expect(published).toMatchObject({ slug: 'final-title', published: true });
    const renamed = (await save(post.id, { title: 'A better title', content: 'Done', published: true })).data;
    expect(renamed).toMatchObject({ slug: 'final-title', title: 'A better title' });
    const unpublished = (await save(post.id, { title: 'Yet another', content: 'Done', published: false })).data;
    expect(unpublished).toMatchObject({ slug: 'final-title', published: false, publishedAt: published.publishedAt });
  });

  it('dates an edit made after publication', async () => {
    const id = await insertPost('old-news', { publishedAt: new Date('2026-01-01T00:00:00Z') });
    const { data: post } = await save(gid(id), { title: 'Old news', content: 'Corrected', published: true });
    expect(post.publishedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(new Date(post.editedAt).getTime()).toBeGreaterThan(new Date('2026-01-01T00:01:00Z').getTime());
  });

  it('answers NotFoundError for a post that does not exist, to edit or delete', async () => {
    expect(await save(gid(999_999), { title: 'x', content: 'y', published: true })).toEqual({
      __typename: 'NotFoundError',
      message: 'There is no such post',
    });
    const deleted: any = await graphql(t.app, remove, { input: { id: gid(999_999) } }, as('ADMIN'));
    expect(deleted.data.deleteDevTalkPost).toEqual({ __typename: 'NotFoundError', message: 'There is no such post' });
  });

  it('deletes a post for good', async () => {
    const id = await insertPost('short-lived');
    const deleted: any = await graphql(t.app, remove, { input: { id: gid(id) } }, as('ADMIN'));
    expect(deleted.data.deleteDevTalkPost).toEqual({ __typename: 'MutationDeleteDevTalkPostSuccess', data: gid(id) });
    expect(await t.db.prisma.devTalkPost.count()).toBe(0);
  });
});

describe('the list of posts', () => {
  it('lists published posts only, newest first, a page at a time', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 4, d));
    await insertPost('first', { publishedAt: day(1) });
    await insertPost('third', { publishedAt: day(3) });
    await insertPost('draft', { published: false });
    await insertPost('second', { publishedAt: day(2) });
    const page1: any = (await graphql(t.app, list, { first: 2 })).data.devTalkPosts;
    expect(page1.edges.map((e: any) => e.node.slug)).toEqual(['third', 'second']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2: any = (await graphql(t.app, list, { first: 2, after: page1.pageInfo.endCursor })).data.devTalkPosts;
    expect(page2.edges.map((e: any) => e.node.slug)).toEqual(['first']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('is empty when nothing is published', async () => {
    await insertPost('draft', { published: false });
    expect(((await graphql(t.app, list, {})) as any).data.devTalkPosts.edges).toEqual([]);
  });
});
