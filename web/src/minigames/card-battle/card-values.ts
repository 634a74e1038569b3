// A card's values come from the game's catalogue data (see the card battle help).

export const STATS = ['year', 'versions', 'companies', 'rollout'] as const;
export type Stat = (typeof STATS)[number];

export interface CardValues {
  /** Year of the first release; the older game wins. Null when the catalogue has no date. */
  year: number | null;
  /** Regional versions in the catalogue. */
  versions: number;
  /** Developers plus publishers. */
  companies: number;
  /** Months from the first regional release to the last. */
  rollout: number;
}

export interface GameData {
  firstReleaseDate: string | null | undefined;
  versions: readonly { releaseDate: string }[];
  developers: readonly unknown[];
  publishers: readonly unknown[];
}

// Dates arrive as ISO 'YYYY-MM-DD' strings; months are counted on the calendar, not by days.
function monthIndex(isoDate: string): number {
  return Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;
}

export function cardValues(game: GameData): CardValues {
  const dates = game.versions.map((version) => version.releaseDate).sort();
  const first = game.firstReleaseDate ?? dates[0] ?? null;
  return {
    year: first ? Number(first.slice(0, 4)) : null,
    versions: game.versions.length,
    companies: game.developers.length + game.publishers.length,
    rollout: dates.length > 1 ? monthIndex(dates[dates.length - 1]!) - monthIndex(dates[0]!) : 0,
  };
}
