import type { Database } from '../src/db/database.ts';
import { seedDemoDataIfEmpty } from '../src/seed/demo.ts';
import { seedGames } from '../src/seed/catalogue/catalogue.ts';
import type { SeedGame } from '../src/seed/catalogue/types.ts';
import { cachePlaceholderArt } from '../src/seed/box-art.ts';
import { runArtCache, runDirectory } from './run-cache.ts';

// Files that seed for themselves reuse the art the seeded template's builder drew.
const runDir = runDirectory();
if (runDir) cachePlaceholderArt(runArtCache(runDir));

/** A real slice of the demo catalogue plus a few titles the search tests rely on. */
const handWritten: SeedGame[] = [
  {
    title: 'Pokémon Red Version',
    console: 'gb',
    developers: ['Game Freak'],
    publishers: ['Nintendo'],
    versions: [
      { title: 'ポケットモンスター 赤', region: 'NTSC_J', revision: '1.0', releaseDate: '1996-02-27' },
      { title: 'Pokémon Red Version', region: 'NTSC_U', revision: '1.0', releaseDate: '1998-09-28' },
      { title: 'Pokémon Rouge', region: 'PAL', country: 'France', revision: '1.0', releaseDate: '1999-10-08' },
    ],
  },
  {
    title: 'Dragon Quest',
    console: 'nes',
    developers: ['Chunsoft'],
    publishers: ['Enix'],
    versions: [{ title: 'ﾄﾞﾗｺﾞﾝｸｴｽﾄ', region: 'NTSC_J', revision: '1.0', releaseDate: '1986-05-27' }],
  },
];

// The hand-written games come first so they win over catalogue entries with the same title.
export const fixtureGames: SeedGame[] = [...handWritten, ...seedGames.slice(0, 30)].filter(
  (game, index, all) => all.findIndex((g) => g.title === game.title && g.console === game.console) === index,
);

export async function seedFixture(db: Database) {
  // No sample requests: request tests count exactly what they create.
  await seedDemoDataIfEmpty(db, { games: fixtureGames, quiet: true, sampleRequests: false });
}
