// The game and console input schemas (spec section 5, "Add game"), checked alike by the forms and
// the API. Apart from catalogue-rules.ts, so pages that show the image rules or a limit do not
// download zod (zod/mini). Codes are stable; the web app translates them by code and field.
import { z } from './zod.ts';
import { problemParams, REGIONS, RELEASE_YEAR_RANGE } from './rules.ts';
import { userText } from './input-check.ts';
import { BARCODE_PROBLEMS, barcodeProblem, normaliseBarcode } from './barcode-rules.ts';
import { CATALOGUE_LIMITS, isCatalogueDate } from './catalogue-rules.ts';

/** A real day written YYYY-MM-DD, as calendar-date.ts's parseCalendarDate reads it (its test compares the two). */
export const calendarDateText = z.iso.date();

function text(field: string, max: number) {
  return z.pipe(
    userText(),
    z
      .string()
      .check(z.minLength(1, `${field} is required`), z.maxLength(max, `${field} must be at most ${max} characters`)),
  );
}

// 0 stands for an id no row can have; it is as good as none.
const positiveId = (field: string) =>
  z.number({ error: `${field} is required` }).check(
    z.refine((id) => Number.isInteger(id) && id > 0, {
      message: `${field} is required`,
      ...problemParams('required'),
    }),
  );

const releaseDate = z.string({ error: 'Release date is required' }).check(
  z.minLength(1, 'Release date is required'),
  z.refine(isCatalogueDate, {
    message: `Release date must be a real date between ${RELEASE_YEAR_RANGE.min} and ${RELEASE_YEAR_RANGE.max}`,
    ...problemParams('invalidDate'),
  }),
);

const companyNames = (field: string) =>
  z
    .array(text(`${field} name`, CATALOGUE_LIMITS.companyNameMax))
    .check(
      z.minLength(1, `${field} name is required`),
      z.maxLength(CATALOGUE_LIMITS.companiesPerVersionMax, `At most ${CATALOGUE_LIMITS.companiesPerVersionMax} names`),
    );

const boxArtUrl = z.pipe(
  z
    .pipe(
      userText(),
      z
        .string()
        .check(
          z.maxLength(
            CATALOGUE_LIMITS.boxArtUrlMax,
            `Box art URL must be at most ${CATALOGUE_LIMITS.boxArtUrlMax} characters`,
          ),
        ),
    )
    .check(
      z.refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
        message: 'Box art URL must start with http:// or https://',
        ...problemParams('invalidUrl'),
      }),
    ),
  z.transform((value: string) => value || null),
);

/** Optional; typed or scanned with or without separators, stored as 13 digits (barcode-rules). */
const barcode = z.pipe(
  z
    .pipe(
      z.nullish(z.string()),
      z.transform((value: string | null | undefined) => value?.trim() || null),
    )
    .check(
      z.refine((value) => value === null || barcodeProblem(value) !== 'invalidBarcode', {
        message: BARCODE_PROBLEMS.invalidBarcode,
        ...problemParams('invalidBarcode'),
      }),
      z.refine((value) => value === null || barcodeProblem(value) !== 'barcodeCheckDigit', {
        message: BARCODE_PROBLEMS.barcodeCheckDigit,
        ...problemParams('barcodeCheckDigit'),
      }),
    ),
  z.transform((value: string | null) => (value === null ? null : normaliseBarcode(value))),
);

/** An optional image: absent, null or an image's row id, always null when none. */
const optionalImageId = () =>
  z.pipe(
    z.nullish(z.int().check(z.positive())),
    z.transform((value: number | null | undefined) => value ?? null),
  );

export const versionInput = z.object({
  /** The version being changed (edit mode); absent for a new version. */
  id: z.nullish(z.int().check(z.positive())),
  title: text('Version title', CATALOGUE_LIMITS.versionTitleMax),
  region: z.enum(REGIONS, { error: 'Region is required' }),
  /** null: the country field is not used. A string: it is used, so it must be filled. */
  country: z.pipe(
    z.nullish(
      z.pipe(
        userText(),
        z
          .string()
          .check(
            z.minLength(1, 'Country is required when the country field is used'),
            z.maxLength(
              CATALOGUE_LIMITS.countryMax,
              `Country must be at most ${CATALOGUE_LIMITS.countryMax} characters`,
            ),
          ),
      ),
    ),
    z.transform((value: string | null | undefined) => value ?? null),
  ),
  revision: text('Revision', CATALOGUE_LIMITS.revisionMax),
  releaseDate,
  developers: companyNames('Developer'),
  publishers: companyNames('Publisher'),
  mediumImageId: positiveId('Medium image'),
  frontImageId: optionalImageId(),
  backImageId: optionalImageId(),
  boxArtUrl: z.pipe(
    z.nullish(boxArtUrl),
    z.transform((value: string | null | undefined) => value ?? null),
  ),
  barcode,
});
export type VersionInput = z.infer<typeof versionInput>;

export const gameInput = z.object({
  title: text('Game title', CATALOGUE_LIMITS.gameTitleMax),
  consoleId: positiveId('Console'),
  versions: z
    .array(versionInput)
    .check(
      z.minLength(1, 'A game needs at least one version'),
      z.maxLength(CATALOGUE_LIMITS.versionsMax, `A game holds at most ${CATALOGUE_LIMITS.versionsMax} versions`),
    ),
});
export type GameInput = z.infer<typeof gameInput>;
/** What a form holds before checking: the same shape, any values. */
export type GameInputDraft = z.input<typeof gameInput>;

export const consoleInput = z.object({
  name: text('Name', CATALOGUE_LIMITS.consoleNameMax),
  manufacturer: text('Manufacturer', CATALOGUE_LIMITS.manufacturerMax),
  /** Optional; YYYY-MM-DD. */
  releaseDate: z
    .pipe(
      z.nullish(z.string()),
      z.transform((value: string | null | undefined) => value || null),
    )
    .check(
      z.refine((value) => value === null || isCatalogueDate(value), {
        message: `Release date must be a real date between ${RELEASE_YEAR_RANGE.min} and ${RELEASE_YEAR_RANGE.max}`,
        ...problemParams('invalidDate'),
      }),
    ),
});
export type ConsoleInput = z.infer<typeof consoleInput>;
