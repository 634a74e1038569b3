// Catalogue rules (spec section 5, "Add game" and "Images"): the catalogue's limits and image
// rules, shared by the API and the web app. The game and console input schemas are in
// catalogue-input.ts, so a page that only shows these does not download zod (issue 30).
import { IMAGE_MIME_TYPES, LIMITS, RELEASE_YEAR_RANGE, type ProblemCode } from './rules.ts';
import { parseCalendarDate } from './calendar-date.ts';

export const CATALOGUE_LIMITS = {
  gameTitleMax: 200,
  versionTitleMax: 200,
  revisionMax: 50,
  countryMax: 100,
  companyNameMax: 100,
  /** Developers or publishers per version. */
  companiesPerVersionMax: 10,
  /** Versions one add-game form (or edit request) may hold. */
  versionsMax: 30,
  boxArtUrlMax: 2000,
  consoleNameMax: 100,
  manufacturerMax: 100,
  /** Images one account may upload per hour (each is stored, used or not). */
  imageUploadsPerHour: 120,
  /** Possible duplicates shown before a new game is saved. */
  similarGamesMax: 5,
} as const;

/** The image rule as people read it: "PNG, JPG or WebP, at most 500 KB". */
export const IMAGE_RULES = {
  mimeTypes: IMAGE_MIME_TYPES,
  maxBytes: LIMITS.imageMaxBytes,
  maxKilobytes: LIMITS.imageMaxBytes / 1024,
  maxPixels: LIMITS.imageMaxPixels,
  /** What a file input's `accept` lists. */
  accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
} as const;

/** Codes of image problems, for the field that holds the image. */
export const IMAGE_PROBLEMS = {
  imageType: 'Images must be PNG, JPG or WebP',
  imageTooLarge: `Images must be at most ${LIMITS.imageMaxBytes / 1024} KB`,
  imageTooManyPixels: `Images must be at most ${LIMITS.imageMaxPixels / 1_000_000} megapixels`,
  imageUnreadable: 'This image could not be read',
} as const satisfies Partial<Record<ProblemCode, string>>;
export type ImageProblemCode = keyof typeof IMAGE_PROBLEMS;

/** A real calendar date written YYYY-MM-DD within the catalogue's years. */
export function isCatalogueDate(value: string): boolean {
  const date = parseCalendarDate(value);
  if (!date) return false;
  const year = date.getUTCFullYear();
  return year >= RELEASE_YEAR_RANGE.min && year <= RELEASE_YEAR_RANGE.max;
}

/**
 * How the games list tells how many games match. Up to `exactUpTo` matches are counted exactly
 * (cheap: at most that many index entries); past it the list says "about N" from the planner's
 * size of the catalogue (no filter) or "more than N" (a filter), and the exact figure is counted
 * only when someone asks for it.
 */
export const GAME_COUNT = { exactUpTo: 1000 } as const;
