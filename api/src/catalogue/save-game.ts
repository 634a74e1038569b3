// Writes a checked game to the catalogue: a new one (add-game) or an approved edit request's
// merged result over an existing one. Both share the company resolution, keys and version rows.
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { GameInput, VersionInput } from '#shared/catalogue-input';
import type { FieldProblem } from '#shared/rules';
import type { GameSnapshot } from '../domain/game-snapshot.ts';
import { fromCalendarDate } from '#shared/calendar-date';
import { BARCODE_PROBLEMS } from '#shared/barcode-rules';
import { InputError } from '../domain/validation.ts';
import { companyNameKey, gameSearchKey, searchKey } from '#shared/search-key';
import { snapshotGame } from '../requests/snapshot.ts';
import { recordGameChange } from './game-history.ts';

type Tx = Prisma.TransactionClient | PrismaClient;

/** Distinct names in first-seen order, by identity key ("SEGA" and "Sega Corp." are one). */
function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(companyNameKey(name))) seen.set(companyNameKey(name), name);
  return [...seen.values()];
}

/** Company ids by identity key; names nobody used before become companies ("pick existing or create"). */
export async function resolveCompanies(tx: Tx, names: readonly string[]): Promise<Map<string, number>> {
  const wanted = distinctNames(names);
  const keys = wanted.map(companyNameKey);
  await tx.company.createMany({ data: wanted.map((name, i) => ({ name, nameKey: keys[i]! })), skipDuplicates: true });
  const rows = await tx.company.findMany({ where: { nameKey: { in: keys } }, select: { id: true, nameKey: true } });
  return new Map(rows.map((row) => [row.nameKey, row.id]));
}

/** The derived columns of a game: keys for search and ranking, and the first release date. */
export function derivedGameColumns(title: string, versions: readonly Pick<VersionInput, 'title' | 'releaseDate'>[]) {
  const dates = versions.map((v) => v.releaseDate).sort();
  return {
    titleKey: searchKey(title),
    searchKey: gameSearchKey(
      title,
      versions.map((v) => v.title),
    ),
    firstReleaseDate: dates.length ? fromCalendarDate(dates[0]!) : null,
  };
}

/**
 * Problems with ids the input points at (console, images) that no longer or never existed, and
 * barcodes another game's version (or another version of the input) already has. `gameId` is the
 * game being changed: its own versions may keep their barcodes.
 */
export async function checkReferences(
  tx: Tx,
  input: Pick<GameInput, 'consoleId' | 'versions'>,
  gameId: number | null = null,
): Promise<void> {
  const imageIds = [
    ...new Set(
      input.versions
        .flatMap((v) => [v.mediumImageId, v.frontImageId, v.backImageId])
        .filter((id): id is number => id !== null),
    ),
  ];
  const barcodes = input.versions.flatMap((v) => (v.barcode ? [v.barcode] : []));
  const [consoleRow, images, barcodeOwners] = await Promise.all([
    tx.console.findUnique({ where: { id: input.consoleId }, select: { id: true } }),
    tx.image.findMany({ where: { id: { in: imageIds } }, select: { id: true } }),
    barcodes.length
      ? tx.version.findMany({
          where: { barcode: { in: barcodes }, ...(gameId === null ? {} : { gameId: { not: gameId } }) },
          select: { barcode: true },
        })
      : [],
  ]);
  const takenBarcodes = new Set(barcodeOwners.map((owner) => owner.barcode));
  const known = new Set(images.map((image) => image.id));
  const problems: FieldProblem[] = [];
  if (!consoleRow) problems.push({ field: 'consoleId', code: 'notFound', message: 'This console does not exist' });
  const seenBarcodes = new Set<string>();
  input.versions.forEach((version, index) => {
    if (version.barcode && (takenBarcodes.has(version.barcode) || seenBarcodes.has(version.barcode))) {
      problems.push({
        field: `versions.${index}.barcode`,
        code: 'barcodeInUse',
        message: BARCODE_PROBLEMS.barcodeInUse,
      });
    }
    if (version.barcode) seenBarcodes.add(version.barcode);
    for (const field of ['mediumImageId', 'frontImageId', 'backImageId'] as const) {
      const id = version[field];
      if (id !== null && !known.has(id)) {
        problems.push({
          field: `versions.${index}.${field}`,
          code: 'notFound',
          message: 'This image was not uploaded; choose it again',
        });
      }
    }
  });
  if (problems.length) throw new InputError(problems);
}

function companyLinks<K extends 'gameId' | 'versionId'>(
  key: K,
  id: number,
  version: Pick<VersionInput, 'developers' | 'publishers'>,
  companyIds: Map<string, number>,
) {
  const link = (role: 'DEVELOPER' | 'PUBLISHER') => (name: string, position: number) =>
    ({ [key]: id, companyId: companyIds.get(companyNameKey(name))!, role, position }) as Record<K, number> & {
      companyId: number;
      role: typeof role;
      position: number;
    };
  return [
    ...distinctNames(version.developers).map(link('DEVELOPER')),
    ...distinctNames(version.publishers).map(link('PUBLISHER')),
  ];
}

function versionColumns(version: VersionInput) {
  return {
    title: version.title,
    region: version.region,
    country: version.country,
    revision: version.revision,
    releaseDate: fromCalendarDate(version.releaseDate),
    mediumImageId: version.mediumImageId,
    frontImageId: version.frontImageId,
    backImageId: version.backImageId,
    boxArtUrl: version.boxArtUrl,
    barcode: version.barcode,
  };
}

/** The game's own developers and publishers: every version's, in the order they first appear. */
function gameCompanies(versions: readonly VersionInput[]) {
  return { developers: versions.flatMap((v) => v.developers), publishers: versions.flatMap((v) => v.publishers) };
}

async function resolveVersionCompanies(tx: Tx, versions: readonly VersionInput[]) {
  return resolveCompanies(
    tx,
    versions.flatMap((v) => [...v.developers, ...v.publishers]),
  );
}

/** Creates the game with its versions and companies, and its history's first entry, in one transaction; returns its id. */
export async function createGame(
  prisma: PrismaClient,
  input: GameInput,
  creatorId: number | null = null,
): Promise<number> {
  return prisma.$transaction(async (tx) => {
    await checkReferences(tx, input);
    const companyIds = await resolveVersionCompanies(tx, input.versions);
    const game = await tx.game.create({
      data: { title: input.title, consoleId: input.consoleId, ...derivedGameColumns(input.title, input.versions) },
      select: { id: true },
    });
    await tx.gameCompany.createMany({
      data: companyLinks('gameId', game.id, gameCompanies(input.versions), companyIds),
    });
    const versions = await tx.version.createManyAndReturn({
      data: input.versions.map((version) => ({ gameId: game.id, ...versionColumns(version) })),
      select: { id: true },
    });
    await tx.versionCompany.createMany({
      data: input.versions.flatMap((version, i) => companyLinks('versionId', versions[i]!.id, version, companyIds)),
    });
    // Read back, so the entry holds what was stored (companies resolved, duplicates dropped).
    await recordGameChange(tx, {
      gameId: game.id,
      before: null,
      after: await snapshotGame(tx, game.id),
      proposerId: creatorId,
    });
    return game.id;
  });
}

/**
 * Makes an existing game equal to `game` inside the caller's transaction: versions with an id are
 * updated, versions without one created, the game's other versions deleted (with the copies
 * collections held of them). Throws InputError when a console or image it names is gone.
 */
export async function replaceGame(tx: Prisma.TransactionClient, gameId: number, game: GameSnapshot): Promise<void> {
  await checkReferences(tx, game, gameId);
  const companyIds = await resolveVersionCompanies(tx, game.versions);
  const kept = game.versions.flatMap((version) => (version.id === null ? [] : [version.id]));
  await tx.version.deleteMany({ where: { gameId, id: { notIn: kept } } });
  await tx.game.update({
    where: { id: gameId },
    data: { title: game.title, consoleId: game.consoleId, ...derivedGameColumns(game.title, game.versions) },
  });
  await tx.gameCompany.deleteMany({ where: { gameId } });
  await tx.gameCompany.createMany({ data: companyLinks('gameId', gameId, gameCompanies(game.versions), companyIds) });
  const ids: number[] = [];
  for (const version of game.versions) {
    if (version.id === null) {
      ids.push((await tx.version.create({ data: { gameId, ...versionColumns(version) }, select: { id: true } })).id);
    } else {
      await tx.version.update({ where: { id: version.id, gameId }, data: versionColumns(version) });
      ids.push(version.id);
    }
  }
  await tx.versionCompany.deleteMany({ where: { versionId: { in: ids } } });
  await tx.versionCompany.createMany({
    data: game.versions.flatMap((version, i) => companyLinks('versionId', ids[i]!, version, companyIds)),
  });
}
