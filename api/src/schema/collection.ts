// The collection manager's mutations: add, change and remove owned copies (issue 6). The
// collection list, level and stats hang off User (collection-user.ts); CSV in collection-csv.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { clientIdInput, copyInput } from '#shared/collection-input';
import { InputError, parseInput, rowId } from '../domain/validation.ts';
import { requireViewer, type Context } from '../context.ts';
import { VersionNode } from './version.ts';
import { CollectionItemNode, CopyConditionEnum } from './collection-item.ts';
import { NotFoundError } from './errors.ts';
import { notifyWantersOfTrade } from '../collection/trade-mail.ts';
import { isUniqueViolation } from '../auth/accounts.ts';

const AddToCollectionInput = builder.inputType('AddToCollectionInput', {
  fields: (t) => ({
    versionId: t.globalID({ for: VersionNode, required: true }),
    condition: t.field({ type: CopyConditionEnum }),
    hasBox: t.boolean(),
    hasManual: t.boolean(),
    hasMedium: t.boolean({ description: 'Defaults to true: a copy usually has its disc or cartridge.' }),
    otherInserts: t.string(),
    pricePaidCents: t.int(),
    currency: t.string({ description: 'ISO 4217 code; required with a price.' }),
    acquiredOn: t.field({ type: 'Date' }),
    notes: t.string(),
    forTrade: t.boolean({ description: 'Offered to friends for trade (defaults to false).' }),
    clientId: t.string({
      description:
        'An id the client chose for this add (8 to 64 letters, digits, - or _; a UUID): sending the same add again, even days later, returns the copy it made instead of adding another.',
    }),
  }),
});

const UpdateCollectionItemInput = builder.inputType('UpdateCollectionItemInput', {
  description: 'Only the fields given change; null clears a field.',
  fields: (t) => ({
    id: t.globalID({ for: CollectionItemNode, required: true }),
    condition: t.field({ type: CopyConditionEnum }),
    hasBox: t.boolean(),
    hasManual: t.boolean(),
    hasMedium: t.boolean(),
    otherInserts: t.string(),
    pricePaidCents: t.int(),
    currency: t.string(),
    acquiredOn: t.field({ type: 'Date' }),
    notes: t.string(),
    forTrade: t.boolean({ description: 'Offered to friends for trade (defaults to false).' }),
  }),
});

const RemoveFromCollectionInput = builder.inputType('RemoveFromCollectionInput', {
  fields: (t) => ({ id: t.globalID({ for: CollectionItemNode, required: true }) }),
});

interface ItemPayload {
  itemId: number;
  versionId: number;
}

/** A payload naming the copy and its version, so a client's store shows the new state. */
function itemPayload(name: string) {
  return builder.objectRef<ItemPayload>(name).implement({
    fields: (t) => ({
      viewer: t.prismaField({
        type: 'User',
        description:
          'The viewer after the change: ask for the collection statistics and level here, so they change with the copy.',
        resolve: (query, _payload, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: requireViewer(ctx).id } }),
      }),
      item: t.prismaField({
        type: 'CollectionItem',
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.collectionItem.findUniqueOrThrow({ ...query, where: { id: payload.itemId } }),
      }),
      version: t.prismaField({
        type: 'Version',
        description: 'The version with its viewerCopies.',
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.version.findUniqueOrThrow({ ...query, where: { id: payload.versionId } }),
      }),
    }),
  });
}

const AddToCollectionPayload = itemPayload('AddToCollectionPayload');
const UpdateCollectionItemPayload = itemPayload('UpdateCollectionItemPayload');

interface RemovedPayload {
  deletedId: string;
  versionId: number;
}

const RemoveFromCollectionPayload = builder.objectRef<RemovedPayload>('RemoveFromCollectionPayload').implement({
  fields: (t) => ({
    deletedId: t.exposeID('deletedId', { description: "The removed copy's global id." }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The viewer after the removal: ask for the collection statistics and level here.',
      resolve: (query, _payload, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: requireViewer(ctx).id } }),
    }),
    version: t.prismaField({
      type: 'Version',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.version.findUniqueOrThrow({ ...query, where: { id: payload.versionId } }),
    }),
  }),
});

/** The viewer's own copy by global id, or NotFoundError (another person's copy is not theirs to see). */
async function ownCopy(ctx: Context, globalId: { id: string }) {
  const id = rowId(globalId.id);
  const item =
    id === null
      ? null
      : await ctx.prisma.collectionItem.findUnique({
          where: { id },
          select: { id: true, userId: true, versionId: true, pricePaidCents: true, currency: true, forTrade: true },
        });
  if (!item || item.userId !== requireViewer(ctx).id)
    throw new NotFoundError('id', 'There is no such copy in your collection');
  return item;
}

async function copyByClientId(ctx: Context, userId: number, clientId: string): Promise<ItemPayload | null> {
  const item = await ctx.prisma.collectionItem.findUnique({
    where: { userId_clientId: { userId, clientId } },
    select: { id: true, versionId: true },
  });
  return item && { itemId: item.id, versionId: item.versionId };
}

builder.mutationFields((t) => ({
  addToCollection: t.field({
    type: AddToCollectionPayload,
    authScopes: { loggedIn: true },
    errors: { types: [InputError, NotFoundError] },
    description: 'Adds an owned copy of a version; several copies of one version are allowed.',
    args: { input: t.arg({ type: AddToCollectionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { versionId: globalVersionId, clientId: sentClientId, ...fields } = input;
      const copy = parseInput(copyInput, fields);
      const { clientId } = parseInput(clientIdInput, { clientId: sentClientId });
      const userId = requireViewer(ctx).id;
      const versionId = rowId(globalVersionId.id);
      // A replayed add (an outbox sent twice, a retry after a timeout) is answered with its copy.
      const replayed = clientId ? await copyByClientId(ctx, userId, clientId) : null;
      if (replayed) return replayed;
      const version =
        versionId === null
          ? null
          : await ctx.prisma.version.findUnique({ where: { id: versionId }, select: { id: true } });
      if (!version) throw new NotFoundError('versionId', 'There is no such version');
      let item: { id: number };
      try {
        item = await ctx.prisma.collectionItem.create({
          data: { ...copy, userId, versionId: version.id, clientId: clientId ?? null },
          select: { id: true },
        });
      } catch (error) {
        // The same add sent twice at once: the unique (user, clientId) key lets one in.
        const winner = clientId && isUniqueViolation(error) ? await copyByClientId(ctx, userId, clientId) : null;
        if (winner) return winner;
        throw error;
      }
      if (copy.forTrade) notifyWantersOfTrade(ctx, userId, version.id);
      return { itemId: item.id, versionId: version.id };
    },
  }),
  updateCollectionItem: t.field({
    type: UpdateCollectionItemPayload,
    authScopes: { loggedIn: true },
    errors: { types: [InputError, NotFoundError] },
    description: "Changes fields of one of the viewer's copies.",
    args: { input: t.arg({ type: UpdateCollectionItemInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { id, ...fields } = input;
      const item = await ownCopy(ctx, id);
      // The price rule looks at the copy as it will be, not only at the fields sent.
      const copy = parseInput(copyInput, { pricePaidCents: item.pricePaidCents, currency: item.currency, ...fields });
      const data = Object.fromEntries(Object.entries(copy).filter(([key]) => key in fields));
      await ctx.prisma.collectionItem.update({ where: { id: item.id }, data });
      // Newly offered for trade: friends who want the version may be told (after the commit).
      if (copy.forTrade && !item.forTrade) notifyWantersOfTrade(ctx, item.userId, item.versionId);
      return { itemId: item.id, versionId: item.versionId };
    },
  }),
  removeFromCollection: t.field({
    type: RemoveFromCollectionPayload,
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    description: "Removes one of the viewer's copies.",
    args: { input: t.arg({ type: RemoveFromCollectionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const item = await ownCopy(ctx, input.id);
      await ctx.prisma.collectionItem.delete({ where: { id: item.id } });
      return { deletedId: encodeGlobalID('CollectionItem', String(item.id)), versionId: item.versionId };
    },
  }),
}));
