// A copy's input schemas, checked alike by the copy form, the CSV import and the API. Apart from
// collection-rules.ts, so pages that show a level or a limit do not download zod (zod/mini).
import { z } from './zod.ts';
import { problemParams, RELEASE_YEAR_RANGE } from './rules.ts';
import { userText } from './input-check.ts';
import { DAY_MS } from './calendar-date.ts';
import { CLIENT_ID_PATTERN, COPY_CONDITIONS, COPY_LIMITS, CURRENCY_PATTERN } from './collection-rules.ts';

const optionalText = (field: string, max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.pipe(userText(), z.string().check(z.maxLength(max, `${field} must be at most ${max} characters`))),
        z.transform((value: string) => value || null),
      ),
    ),
  );

/** An amount in a currency's hundredths: a copy's price paid, a wanted version's maximum price. */
export const priceCents = () =>
  z.optional(
    z.nullable(
      // A check on z.number(), not z.int(): this message is for a fraction; what is no number keeps zod's own.
      z
        .number()
        .check(
          z.int('The price must be a whole number of cents'),
          z.minimum(0, 'The price cannot be negative'),
          z.maximum(COPY_LIMITS.pricePaidCentsMax, 'The price is too large'),
        ),
    ),
  );

/** An ISO 4217 code, upper-cased; blank is none. */
export const currencyCode = () =>
  z.optional(
    z.nullable(
      z.pipe(
        z.pipe(
          userText(),
          z.transform((value: string) => value.toUpperCase() || null),
        ),
        z.nullable(z.string().check(z.regex(CURRENCY_PATTERN, 'A currency is three letters, like EUR'))),
      ),
    ),
  );

/** A copy's fields as sent by the copy form, the add/update mutations and the CSV import. */
export const copyInput = z
  .object({
    condition: z.optional(z.nullable(z.enum(COPY_CONDITIONS, { error: 'Choose a condition from the list' }))),
    hasBox: z.optional(z.boolean()),
    hasManual: z.optional(z.boolean()),
    hasMedium: z.optional(z.boolean()),
    otherInserts: optionalText('Other inserts', COPY_LIMITS.otherInsertsMax),
    pricePaidCents: priceCents(),
    currency: currencyCode(),
    acquiredOn: z.optional(
      z.nullable(
        z.date().check(
          z.refine((date) => date.getTime() <= Date.now() + DAY_MS, {
            message: 'The acquisition date cannot be in the future',
            ...problemParams('inFuture'),
          }),
          z.refine((date) => date.getUTCFullYear() >= RELEASE_YEAR_RANGE.min, {
            message: `The acquisition date must be in ${RELEASE_YEAR_RANGE.min} or later`,
            ...problemParams('tooEarly'),
          }),
        ),
      ),
    ),
    notes: optionalText('Notes', COPY_LIMITS.notesMax),
    /** Offered to friends for trade. */
    forTrade: z.optional(z.boolean()),
  })
  .check(
    z.refine((copy) => copy.pricePaidCents == null || copy.currency != null, {
      path: ['currency'],
      message: 'Give the currency of the price',
      ...problemParams('required'),
    }),
  );
export type CopyInput = z.infer<typeof copyInput>;

export const clientIdInput = z.object({
  clientId: z.optional(
    z.nullable(
      z.string().check(z.regex(CLIENT_ID_PATTERN, 'A client id is 8 to 64 letters, digits, dashes or underscores')),
    ),
  ),
});
