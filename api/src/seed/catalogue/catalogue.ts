import type { SeedGame } from './types.ts';
import { nintendoClassicGames } from './games-nintendo-classic.ts';
import { nintendoModernGames } from './games-nintendo-modern.ts';
import { nintendoN64GcGbaGames } from './games-nintendo-n64-gc-gba.ts';
import { sonyGames } from './games-sony.ts';

export const seedGames: SeedGame[] = [...nintendoClassicGames, ...nintendoN64GcGbaGames, ...nintendoModernGames, ...sonyGames];
