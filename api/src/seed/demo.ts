// Demo data for the embedded database: real consoles and games (seed/catalogue), generated
// placeholder art, a few users (an admin whose password is printed once) and collections.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { hashSecret } from '../auth/password.ts';
import { gameSearchKey, companyNameKey, searchKey } from '#shared/search-key';
import { mediumForConsole, renderPlaceholderArt } from './box-art.ts';
import { REGION_LABELS } from '#shared/rules';
import { fromCalendarDate } from '#shared/calendar-date';
import { seedConsoles } from './catalogue/consoles.ts';
import { seedGames } from './catalogue/catalogue.ts';
import type { SeedGame } from './catalogue/types.ts';
import { sha256 } from '../images/image-address.ts';
import { mapLimit, storeImages } from './images.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemoRequests } from './demo-requests.ts';

function progress(step: string, done: number, total: number) {
  process.stdout.write(`\r  ${step}: ${done}/${total}${done === total ? '\n' : ''}`);
}

export async function seedDemoDataIfEmpty(
  db: Database,
  options: { games?: SeedGame[]; quiet?: boolean; adminPassword?: string | undefined; sampleRequests?: boolean } = {},
) {
  if ((await db.prisma.game.count()) > 0 || (await db.prisma.user.count()) > 0) return false;
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const tick = options.quiet ? () => {} : progress;
  const games = options.games ?? seedGames;
  log(`Seeding demo data (${seedConsoles.length} consoles, ${games.length} games)…`);

  await db.prisma.console.createMany({
    data: seedConsoles.map((c) => ({
      name: c.name,
      manufacturer: c.manufacturer,
      releaseDate: fromCalendarDate(c.releaseDate),
    })),
  });
  const consoles = await db.prisma.console.findMany({ select: { id: true, name: true } });
  const consoleByKey = new Map(
    seedConsoles.map((c) => [c.key, { ...c, id: consoles.find((row) => row.name === c.name)!.id }]),
  );

  const companyNames = new Map<string, string>();
  for (const game of games) {
    for (const name of [
      ...game.developers,
      ...game.publishers,
      ...game.versions.flatMap((v) => [...(v.developers ?? []), ...(v.publishers ?? [])]),
    ]) {
      if (!companyNames.has(companyNameKey(name))) companyNames.set(companyNameKey(name), name);
    }
  }
  await db.prisma.company.createMany({ data: [...companyNames].map(([nameKey, name]) => ({ name, nameKey })) });
  const companyId = new Map(
    (await db.prisma.company.findMany({ select: { id: true, nameKey: true } })).map((c) => [c.nameKey, c.id]),
  );
  const companyIdOf = (name: string) => companyId.get(companyNameKey(name))!;

  // Placeholder art: a front per version, a back per game, a medium per console.
  const versions = games.flatMap((game, gameIndex) => game.versions.map((version) => ({ game, gameIndex, version })));
  const fronts = await mapLimit(versions, 4, async ({ game, version }, index) => {
    // The game's main title: the server may lack CJK fonts, and a placeholder need not be regional.
    const art = await renderPlaceholderArt({
      title: game.title,
      subtitle: `${consoleByKey.get(game.console)!.name} · ${REGION_LABELS[version.region]}`,
      kind: 'front',
      seed: `${game.title}|${game.console}`,
    });
    tick('box art', index + 1, versions.length);
    return art;
  });
  const backs = await mapLimit(games, 4, (game) =>
    renderPlaceholderArt({
      title: game.title,
      subtitle: consoleByKey.get(game.console)!.name,
      kind: 'back',
      seed: `${game.title}|${game.console}`,
    }),
  );
  const consoleList = [...consoleByKey.values()];
  const mediums = await mapLimit(consoleList, 4, (c) =>
    renderPlaceholderArt({
      title: c.name,
      subtitle: c.manufacturer,
      kind: 'medium',
      seed: c.key,
      medium: mediumForConsole(c.name),
    }),
  );
  const imageId = await storeImages(db, [...fronts, ...backs, ...mediums]);
  const idOf = (art: { data: Buffer }) => imageId.get(sha256(art.data))!;
  const mediumByConsole = new Map(consoleList.map((c, i) => [c.key, idOf(mediums[i]!)]));

  const createdGames = await db.prisma.game.createManyAndReturn({
    data: games.map((game) => ({
      title: game.title,
      consoleId: consoleByKey.get(game.console)!.id,
      titleKey: searchKey(game.title),
      searchKey: gameSearchKey(
        game.title,
        game.versions.map((v) => v.title),
      ),
      firstReleaseDate: fromCalendarDate(game.versions.map((v) => v.releaseDate).sort()[0]!),
    })),
    select: { id: true },
  });
  tick('games', createdGames.length, games.length);
  const gameIds = createdGames.map((g) => g.id);

  await db.prisma.gameCompany.createMany({
    data: games.flatMap((game, i) => [
      ...game.developers.map((name, position) => ({
        gameId: gameIds[i]!,
        companyId: companyIdOf(name),
        role: 'DEVELOPER' as const,
        position,
      })),
      ...game.publishers.map((name, position) => ({
        gameId: gameIds[i]!,
        companyId: companyIdOf(name),
        role: 'PUBLISHER' as const,
        position,
      })),
    ]),
    skipDuplicates: true,
  });

  const createdVersions = await db.prisma.version.createManyAndReturn({
    data: versions.map(({ game, gameIndex, version }, i) => ({
      gameId: gameIds[gameIndex]!,
      title: version.title,
      region: version.region,
      country: version.country ?? null,
      revision: version.revision,
      releaseDate: fromCalendarDate(version.releaseDate),
      frontImageId: idOf(fronts[i]!),
      backImageId: idOf(backs[gameIndex]!),
      mediumImageId: mediumByConsole.get(game.console)!,
    })),
    select: { id: true },
  });
  tick('versions', createdVersions.length, versions.length);

  await db.prisma.versionCompany.createMany({
    data: versions.flatMap(({ game, version }, i) => [
      ...(version.developers ?? game.developers).map((name, position) => ({
        versionId: createdVersions[i]!.id,
        companyId: companyIdOf(name),
        role: 'DEVELOPER' as const,
        position,
      })),
      ...(version.publishers ?? game.publishers).map((name, position) => ({
        versionId: createdVersions[i]!.id,
        companyId: companyIdOf(name),
        role: 'PUBLISHER' as const,
        position,
      })),
    ]),
    skipDuplicates: true,
  });

  const adminPassword = options.adminPassword ?? randomBytes(12).toString('base64url');
  await seedDemoUsers(db, {
    adminPasswordHash: await hashSecret(adminPassword),
    versionIds: createdVersions.map((v) => v.id),
  });
  if (options.sampleRequests !== false) await seedDemoRequests(db);
  log('Demo data ready.');
  log('');
  log('  ┌──────────────────────────────────────────────────────────');
  if (options.adminPassword) {
    log('  │ Admin login: username "admin", password from SEED_ADMIN_PASSWORD');
  } else {
    log(`  │ Admin login: username "admin", password "${adminPassword}"`);
    log('  │ (shown only on this first start: note it down)');
  }
  log('  └──────────────────────────────────────────────────────────');
  return true;
}
