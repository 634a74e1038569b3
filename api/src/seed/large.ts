// Synthetic catalogue for benchmarks: `npm run seed:large -- --games 100000 [--versions 3]`.
// Uses DATABASE_URL when set, else the embedded database in DATA_DIR. Set-based SQL inserts in
// batches, so 100k games with 3 versions each take well under two minutes.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations } from '../db/migrate.ts';
import { renderPlaceholderArt } from './box-art.ts';
import { seedConsoles } from './catalogue/consoles.ts';
import { sha256 } from '../images/image-address.ts';
import { storeImages } from './images.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100000' },
    versions: { type: 'string', default: '3' },
    batch: { type: 'string', default: '20000' },
  },
});
const total = Number(values.games);
const perGame = Number(values.versions);
const batch = Number(values.batch);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(perGame) || perGame < 1 || perGame > 4) {
  console.error('Usage: npm run seed:large -- --games <count> [--versions 1-4]');
  process.exit(2);
}

const WORDS_A = [
  'Super',
  'Mega',
  'Ultra',
  'Hyper',
  'Final',
  'Legend',
  'Star',
  'Dragon',
  'Shadow',
  'Crystal',
  'Turbo',
  'Cosmic',
  'Pixel',
  'Iron',
  'Neon',
  'Royal',
  'Silent',
  'Wild',
  'Lost',
  'Golden',
];
const WORDS_B = [
  'Quest',
  'Racer',
  'Fighter',
  'Saga',
  'Tactics',
  'Odyssey',
  'Arena',
  'Chronicles',
  'Rally',
  'Kart',
  'Soccer',
  'Puzzle',
  'Island',
  'Kingdom',
  'Ninja',
  'Pinball',
  'Striker',
  'Frontier',
  'Voyage',
  'Dungeon',
];
const sqlArray = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
const started = performance.now();
try {
  await applyMigrations(db.sql);
  if ((await db.prisma.console.count()) === 0) {
    await db.prisma.console.createMany({
      data: seedConsoles.map((c) => ({
        name: c.name,
        manufacturer: c.manufacturer,
        releaseDate: new Date(c.releaseDate),
      })),
    });
  }
  const consoleIds = (await db.prisma.console.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map(
    (c) => c.id,
  );
  const art = await renderPlaceholderArt({
    title: 'Synthetic',
    subtitle: 'Benchmark data',
    kind: 'medium',
    seed: 'synthetic',
  });
  const imageId = (await storeImages(db, [art])).get(sha256(art.data))!;
  await db.sql.exec(
    `INSERT INTO "Company" (name, "nameKey") SELECT 'Studio ' || g, 'studio' || g FROM generate_series(1, 500) g ON CONFLICT DO NOTHING`,
  );
  const firstCompany = (
    await db.sql.query<{ id: number }>(`SELECT min(id) AS id FROM "Company" WHERE "nameKey" LIKE 'studio%'`)
  )[0]!.id;

  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await db.sql.transaction(async (tx) => {
      // A run tag keeps titles unique across repeated runs.
      const tag = Date.now().toString(36);
      await tx.exec(`
        CREATE TEMP TABLE new_games ON COMMIT DROP AS
        WITH inserted AS (
          INSERT INTO "Game" (title, "titleKey", "searchKey", "firstReleaseDate", "consoleId", "updatedAt")
          -- Titles are plain ASCII words: lower-casing and turning the '-' into a space is exactly searchKey().
          SELECT t.title, replace(lower(t.title), '-', ' '), replace(lower(t.title), '-', ' '), DATE '1985-01-01' + (g * 37 % 13000), (${sqlArray(consoleIds.map(String))}::int[])[1 + g % ${consoleIds.length}], now()
          FROM generate_series(${from}, ${to}) g,
          LATERAL (SELECT (${sqlArray(WORDS_A)})[1 + g % 20] || ' ' || (${sqlArray(WORDS_B)})[1 + (g / 20) % 20] || ' ${tag}-' || g AS title) t
          RETURNING id, "firstReleaseDate", title
        ) SELECT * FROM inserted;
        INSERT INTO "GameCompany" ("gameId", "companyId", role)
          SELECT id, ${firstCompany} + id % 500, 'DEVELOPER'::"CompanyRole" FROM new_games
          UNION ALL SELECT id, ${firstCompany} + (id * 7) % 500, 'PUBLISHER'::"CompanyRole" FROM new_games
          ON CONFLICT DO NOTHING;
        CREATE TEMP TABLE new_versions ON COMMIT DROP AS
        WITH inserted AS (
          INSERT INTO "Version" ("gameId", title, region, revision, "releaseDate", "mediumImageId", "updatedAt")
          SELECT g.id, g.title, (ARRAY['NTSC_J','NTSC_U','PAL','OTHER']::"Region"[])[r], '1.0', g."firstReleaseDate" + (r - 1) * 90, ${imageId}, now()
          FROM new_games g CROSS JOIN generate_series(1, ${perGame}) r
          RETURNING id, "gameId"
        ) SELECT * FROM inserted;
        INSERT INTO "VersionCompany" ("versionId", "companyId", role)
          SELECT v.id, gc."companyId", gc.role FROM new_versions v JOIN "GameCompany" gc ON gc."gameId" = v."gameId"
          ON CONFLICT DO NOTHING;
      `);
    });
    process.stdout.write(`\r  games ${to}/${total} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  await db.sql.exec('ANALYZE');
  console.log(
    `\nSeeded ${total} games with ${perGame} versions each in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await db.close();
}
