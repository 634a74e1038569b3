// Types for the real consoles and games seeded into the demo database.
export type SeedRegion = 'NTSC_U' | 'NTSC_J' | 'PAL' | 'OTHER';
export interface SeedConsole {
  key: string;
  name: string;
  manufacturer: string;
  releaseDate: string; /* YYYY-MM-DD, first release worldwide */
}
export interface SeedVersion {
  title: string;
  region: SeedRegion;
  country?: string /* only for unique variants, e.g. 'South Korea', 'Brazil' */;
  revision: string /* e.g. '1.0', 'Rev A' */;
  releaseDate: string /* YYYY-MM-DD */;
  developers?: string[] /* only if different from the game's */;
  publishers?: string[]; /* publisher in that region */
}
export interface SeedGame {
  title: string;
  console: string /* SeedConsole.key */;
  developers: string[];
  publishers: string[];
  versions: SeedVersion[]; /* 1 to 4 */
}
