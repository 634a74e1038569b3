// Dev Talk, the site owner's blog: anyone reads published posts; administrators write, publish,
// edit and delete them. Markdown becomes sanitised HTML on the server (dev-talk/render.ts), and
// that stored HTML is all the web app ever inserts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer } from '../context.ts';
import { LIMITS } from '#shared/rules';
import { devTalkPostInput, devTalkPreviewInput, lastEditedAt } from '#shared/dev-talk-rules';
import { InputError, parseInput, rowId } from '../domain/validation.ts';
import { excerptOf, renderMarkdown } from '../dev-talk/render.ts';
import { createPost, updatePost } from '../dev-talk/save-post.ts';
import { NotFoundError } from './errors.ts';

const NEWEST_FIRST = [{ publishedAt: 'desc' }, { id: 'desc' }] as const;

export const DevTalkPostNode = builder.prismaNode('DevTalkPost', {
  id: { field: 'id' },
  // Also reachable through node(id:): a draft is for administrators' eyes only.
  authScopes: (post, ctx) => post.published || ctx.viewer?.role === 'ADMIN',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: "The post's address: /dev-talk/{slug}. Fixed once published." }),
    title: t.exposeString('title'),
    content: t.exposeString('content', {
      nullable: true,
      description: 'The Markdown source, for the editor: administrators only (null for others).',
      authScopes: { admin: true },
      unauthorizedResolver: () => null,
    }),
    contentHtml: t.exposeString('contentHtml', {
      description: 'The post rendered from Markdown and sanitised on the server.',
    }),
    excerpt: t.string({
      description: 'The opening of the post as plain text (not HTML), for lists.',
      select: { content: true },
      resolve: (post) => excerptOf(post.content),
    }),
    author: t.relation('author', { nullable: true, description: 'Null once the author deleted their account.' }),
    published: t.exposeBoolean('published'),
    publishedAt: t.expose('publishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'First publication; null for a draft never published.',
    }),
    editedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The last change after publication; null when there was none.',
      select: { publishedAt: true, updatedAt: true },
      resolve: (post) => lastEditedAt(post),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CreateDevTalkPostInput = builder.inputType('CreateDevTalkPostInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    content: t.string({ required: true, description: 'Markdown.' }),
    published: t.boolean({ required: true, description: 'True publishes the post at once; false saves a draft.' }),
  }),
});

const UpdateDevTalkPostInput = builder.inputType('UpdateDevTalkPostInput', {
  fields: (t) => ({
    id: t.globalID({ for: DevTalkPostNode, required: true }),
    title: t.string({ required: true }),
    content: t.string({ required: true, description: 'Markdown.' }),
    published: t.boolean({
      required: true,
      description: 'The state after saving: true publishes, false makes it a draft again.',
    }),
  }),
});

const DeleteDevTalkPostInput = builder.inputType('DeleteDevTalkPostInput', {
  fields: (t) => ({ id: t.globalID({ for: DevTalkPostNode, required: true }) }),
});

builder.queryFields((t) => ({
  devTalkPosts: t.prismaConnection({
    type: 'DevTalkPost',
    cursor: 'id',
    authScopes: { public: true },
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 10,
    description: 'Published posts, newest first.',
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.devTalkPost.findMany({ ...query, where: { published: true }, orderBy: [...NEWEST_FIRST] }),
  }),
  devTalkDrafts: t.prismaConnection({
    type: 'DevTalkPost',
    cursor: 'id',
    authScopes: { admin: true },
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 25,
    description: 'Unpublished posts, last saved first. Administrators only.',
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.devTalkPost.findMany({
        ...query,
        where: { published: false },
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      }),
  }),
  devTalkPost: t.prismaField({
    type: 'DevTalkPost',
    nullable: true,
    authScopes: { public: true },
    description:
      'The post at /dev-talk/{slug}; null when there is none (or it is a draft and the viewer is no administrator).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, ctx) =>
      ctx.prisma.devTalkPost.findFirst({
        ...query,
        where: { slug, ...(ctx.viewer?.role === 'ADMIN' ? {} : { published: true }) },
      }),
  }),
  devTalkPreview: t.string({
    authScopes: { admin: true },
    errors: { types: [InputError] },
    description: "Markdown rendered and sanitised exactly as a saved post would be, for the editor's live preview.",
    args: { markdown: t.arg.string({ required: true }) },
    resolve: (_root, args) => renderMarkdown(parseInput(devTalkPreviewInput, args).markdown),
  }),
}));

builder.mutationFields((t) => ({
  createDevTalkPost: t.prismaField({
    type: 'DevTalkPost',
    authScopes: { admin: true },
    errors: { types: [InputError] },
    description: 'Writes a new post, published or as a draft. Administrators only.',
    args: { input: t.arg({ type: CreateDevTalkPostInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await createPost(ctx.prisma, requireViewer(ctx).id, parseInput(devTalkPostInput, input));
      return ctx.prisma.devTalkPost.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateDevTalkPost: t.prismaField({
    type: 'DevTalkPost',
    authScopes: { admin: true },
    errors: { types: [InputError, NotFoundError] },
    description:
      'Edits a post and sets whether it is published. A published post keeps its address. Administrators only.',
    args: { input: t.arg({ type: UpdateDevTalkPostInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const changes = parseInput(devTalkPostInput, input);
      const id = rowId(input.id.id);
      const post = id === null ? null : await updatePost(ctx.prisma, id, changes);
      if (!post) throw new NotFoundError('id', 'There is no such post');
      return ctx.prisma.devTalkPost.findUniqueOrThrow({ ...query, where: { id: post.id } });
    },
  }),
  deleteDevTalkPost: t.id({
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    description: 'Deletes a post for good; answers its global id. Administrators only.',
    args: { input: t.arg({ type: DeleteDevTalkPostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = rowId(input.id.id);
      const { count } = id === null ? { count: 0 } : await ctx.prisma.devTalkPost.deleteMany({ where: { id } });
      if (count === 0) throw new NotFoundError('id', 'There is no such post');
      return encodeGlobalID('DevTalkPost', String(id));
    },
  }),
}));
