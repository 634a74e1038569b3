// Want-list mutations (issue 17): put a version on the viewer's want list (or change its maximum
// price), take it off. Typed errors like the collection's mutations.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { wantInput } from '#shared/want-rules';
import { InputError, parseInput, rowId } from '../domain/validation.ts';
import { requireViewer, type Context } from '../context.ts';
import { VersionNode } from './version.ts';
import { NotFoundError } from './errors.ts';

const WantVersionInput = builder.inputType('WantVersionInput', {
  description: 'Adds the version to the want list, or changes the maximum price of the entry already there.',
  fields: (t) => ({
    versionId: t.globalID({ for: VersionNode, required: true }),
    maxPriceCents: t.int({ description: 'The most the viewer would pay, in hundredths; null for no limit.' }),
    currency: t.string({ description: 'ISO 4217 code; required with a price.' }),
  }),
});

const UnwantVersionInput = builder.inputType('UnwantVersionInput', {
  fields: (t) => ({ versionId: t.globalID({ for: VersionNode, required: true }) }),
});

interface WantPayload {
  versionId: number;
  wantId: number | null;
}

const WantVersionPayload = builder.objectRef<WantPayload>('WantVersionPayload').implement({
  fields: (t) => ({
    version: t.prismaField({
      type: 'Version',
      description: 'The version with its viewerWants.',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.version.findUniqueOrThrow({ ...query, where: { id: payload.versionId } }),
    }),
    want: t.prismaField({
      type: 'WantedVersion',
      description: 'The entry as stored.',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.wantedVersion.findUniqueOrThrow({ ...query, where: { id: payload.wantId! } }),
    }),
  }),
});

const UnwantVersionPayload = builder.objectRef<WantPayload>('UnwantVersionPayload').implement({
  fields: (t) => ({
    version: t.prismaField({
      type: 'Version',
      description: 'The version with its viewerWants.',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.version.findUniqueOrThrow({ ...query, where: { id: payload.versionId } }),
    }),
    deletedId: t.id({
      nullable: true,
      description: "The removed entry's global id; null when the version was not on the list.",
      resolve: (payload) => (payload.wantId === null ? null : encodeGlobalID('WantedVersion', String(payload.wantId))),
    }),
  }),
});

async function existingVersion(ctx: Context, globalId: { id: string }): Promise<number> {
  const id = rowId(globalId.id);
  const version = id === null ? null : await ctx.prisma.version.findUnique({ where: { id }, select: { id: true } });
  if (!version) throw new NotFoundError('versionId', 'There is no such version');
  return version.id;
}

builder.mutationFields((t) => ({
  wantVersion: t.field({
    type: WantVersionPayload,
    authScopes: { loggedIn: true },
    errors: { types: [InputError, NotFoundError] },
    description: 'Puts a version on the want list (once per version), or changes its maximum price.',
    args: { input: t.arg({ type: WantVersionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { versionId: globalVersionId, ...fields } = input;
      const want = parseInput(wantInput, fields);
      const versionId = await existingVersion(ctx, globalVersionId);
      const userId = requireViewer(ctx).id;
      const data = { maxPriceCents: want.maxPriceCents ?? null, currency: want.currency ?? null };
      // The unique (user, version) key makes two clicks at once one entry.
      const stored = await ctx.prisma.wantedVersion.upsert({
        where: { userId_versionId: { userId, versionId } },
        create: { userId, versionId, ...data },
        update: data,
        select: { id: true },
      });
      return { versionId, wantId: stored.id };
    },
  }),
  unwantVersion: t.field({
    type: UnwantVersionPayload,
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    description: 'Takes a version off the want list; nothing happens when it was not there.',
    args: { input: t.arg({ type: UnwantVersionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const versionId = await existingVersion(ctx, input.versionId);
      const userId = requireViewer(ctx).id;
      const removed = await ctx.prisma.wantedVersion.findUnique({
        where: { userId_versionId: { userId, versionId } },
        select: { id: true },
      });
      if (removed) await ctx.prisma.wantedVersion.deleteMany({ where: { id: removed.id } });
      return { versionId, wantId: removed?.id ?? null };
    },
  }),
}));
