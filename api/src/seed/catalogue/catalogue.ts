// The full seed catalogue of real games, gathered from the per-manufacturer files.
import type { SeedGame } from './types.ts';
import { nintendoClassicGames } from './games-nintendo-classic.ts';
import { nintendoN64GcGbaGames } from './games-nintendo-n64-gc-gba.ts';
import { nintendoModernGames } from './games-nintendo-modern.ts';
import { segaGames } from './games-sega.ts';
import { sonyGames } from './games-sony.ts';
import { microsoftGames } from './games-microsoft.ts';
import { otherGames } from './games-other.ts';

export const seedGames: SeedGame[] = [
  ...nintendoClassicGames,
  ...nintendoN64GcGbaGames,
  ...nintendoModernGames,
  ...segaGames,
  ...sonyGames,
  ...microsoftGames,
  ...otherGames,
];
