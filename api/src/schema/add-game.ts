// Adding a game (spec: add-game screen, section 5 rules) and the duplicate guard before it. The
// input types are shaped so the edit-request form can send the same GameInput.
import { builder } from '../builder.ts';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import { gameInput } from '#shared/catalogue-input';
import { InputError, parseInput, rowId } from '../domain/validation.ts';
import { similarGamesQuery } from '../catalogue/game-query.ts';
import { createGame } from '../catalogue/save-game.ts';
import { inIdOrder } from '../catalogue/in-id-order.ts';
import type { Context } from '../context.ts';
import { ConsoleNode } from './console.ts';
import { ImageNode } from './image.ts';
import { RegionEnum, VersionNode } from './version.ts';
import { ErrorInterface } from './errors.ts';
import { catalogueChanged } from '../catalogue/catalogue-changes.ts';

export const VersionInputType = builder.inputType('VersionInput', {
  fields: (t) => ({
    id: t.globalID({
      for: VersionNode,
      description: 'The version being changed (edit requests); absent for a new version.',
    }),
    title: t.string({ required: true }),
    region: t.field({ type: RegionEnum, required: true }),
    country: t.string({
      description: 'Only for unique regional variants: null when unused; when used it must be filled.',
    }),
    revision: t.string({ required: true }),
    releaseDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    developers: t.stringList({
      required: true,
      description: 'Names; an existing company is picked by name, a new one is created.',
    }),
    publishers: t.stringList({ required: true }),
    mediumImageId: t.globalID({ for: ImageNode, description: 'Required: the disc or cartridge (from uploadImage).' }),
    frontImageId: t.globalID({ for: ImageNode }),
    backImageId: t.globalID({ for: ImageNode }),
    boxArtUrl: t.string(),
    barcode: t.string({ description: 'EAN-13 or UPC-A, spaces and hyphens allowed; stored as 13 digits.' }),
  }),
});

export const GameInputType = builder.inputType('GameInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    consoleId: t.globalID({ for: ConsoleNode, required: true }),
    versions: t.field({ type: [VersionInputType], required: true }),
  }),
});

type GraphQLGameInput = typeof GameInputType.$inferInput;

/** Global ids to row ids (0 for one no row can have: the rules then call it required or unknown). */
export function gameInputValues(input: GraphQLGameInput) {
  const id = (globalId: { id: string } | null | undefined) => (globalId ? (rowId(globalId.id) ?? 0) : null);
  return {
    title: input.title,
    consoleId: id(input.consoleId),
    versions: input.versions.map((version) => ({
      ...version,
      id: id(version.id),
      mediumImageId: id(version.mediumImageId) ?? undefined,
      frontImageId: id(version.frontImageId),
      backImageId: id(version.backImageId),
    })),
  };
}

interface Duplicates {
  message: string;
  gameIds: number[];
}

class PossibleDuplicateError extends Error implements Duplicates {
  readonly gameIds: number[];
  constructor(gameIds: number[]) {
    super('Similar games already exist on this console; confirm this is a different game');
    this.gameIds = gameIds;
    this.name = 'PossibleDuplicateError';
  }
}

builder.objectType(PossibleDuplicateError, {
  name: 'PossibleDuplicateError',
  interfaces: [ErrorInterface],
  description: 'The game may already be in the catalogue: show these and ask again with confirmedNotDuplicate.',
  fields: (t) => ({
    games: t.prismaField({
      type: ['Game'],
      resolve: async (query, error, _args, ctx) => orderedGames(ctx, query, error.gameIds),
    }),
  }),
});

async function orderedGames(ctx: Context, query: object, ids: number[]) {
  return inIdOrder(ids, await ctx.prisma.game.findMany({ ...query, where: { id: { in: ids } } }));
}

async function similarGameIds(ctx: Context, title: string, consoleId: number): Promise<number[]> {
  const query = similarGamesQuery(title, consoleId, CATALOGUE_LIMITS.similarGamesMax);
  return (await ctx.db.sql.query<{ id: number }>(query.text, query.values)).map((row) => row.id);
}

builder.queryFields((t) => ({
  similarGames: t.prismaField({
    type: ['Game'],
    authScopes: { public: true },
    description: `Up to ${CATALOGUE_LIMITS.similarGamesMax} games on this console whose title resembles this one (the duplicate guard).`,
    args: { title: t.arg.string({ required: true }), consoleId: t.arg.globalID({ for: ConsoleNode, required: true }) },
    resolve: async (query, _root, { title, consoleId }, ctx) => {
      const id = rowId(consoleId.id);
      if (!id) return [];
      return orderedGames(ctx, query, await similarGameIds(ctx, title.slice(0, CATALOGUE_LIMITS.gameTitleMax), id));
    },
  }),
}));

builder.mutationFields((t) => ({
  addGame: t.prismaField({
    type: 'Game',
    authScopes: { loggedIn: true },
    errors: { types: [InputError, PossibleDuplicateError] },
    description:
      'Adds a game with its versions. Refused with PossibleDuplicateError while similar games exist and confirmedNotDuplicate is not set.',
    args: {
      input: t.arg({ type: GameInputType, required: true }),
      confirmedNotDuplicate: t.arg.boolean({ defaultValue: false }),
    },
    resolve: async (query, _root, { input, confirmedNotDuplicate }, ctx) => {
      const values = parseInput(gameInput, gameInputValues(input));
      if (!confirmedNotDuplicate) {
        const similar = await similarGameIds(ctx, values.title, values.consoleId);
        if (similar.length) throw new PossibleDuplicateError(similar);
      }
      const gameId = await createGame(ctx.prisma, values, ctx.viewer?.id ?? null);
      await catalogueChanged(ctx.db);
      return ctx.prisma.game.findUniqueOrThrow({ ...query, where: { id: gameId } });
    },
  }),
}));
