// A copy's input schemas, checked alike by the copy form, the CSV import and the API. Apart from
// collection-rules.ts, so pages that show a level or a limit do not download zod.
import { z } from 'zod';
import { problemParams, RELEASE_YEAR_RANGE } from './rules.ts';
import { userText } from './input-check.ts';
import { DAY_MS } from './calendar-date.ts';
import { CLIENT_ID_PATTERN, COPY_CONDITIONS, COPY_LIMITS, CURRENCY_PATTERN } from './collection-rules.ts';

const optionalText = (field: string, max: number) =>
  userText()
    .pipe(z.string().max(max, `${field} must be at most ${max} characters`))
    .transform((value) => value || null)
    .nullable()
    .optional();

/** An amount in a currency's hundredths: a copy's price paid, a wanted version's maximum price. */
export const priceCents = () =>
  z
    .number()
    .int('The price must be a whole number of cents')
    .min(0, 'The price cannot be negative')
    .max(COPY_LIMITS.pricePaidCentsMax, 'The price is too large')
    .nullable()
    .optional();

/** An ISO 4217 code, upper-cased; blank is none. */
export const currencyCode = () =>
  userText()
    .transform((value) => value.toUpperCase() || null)
    .pipe(z.string().regex(CURRENCY_PATTERN, 'A currency is three letters, like EUR').nullable())
    .nullable()
    .optional();

/** A copy's fields as sent by the copy form, the add/update mutations and the CSV import. */
export const copyInput = z
  .object({
    condition: z.enum(COPY_CONDITIONS, { error: 'Choose a condition from the list' }).nullable().optional(),
    hasBox: z.boolean().optional(),
    hasManual: z.boolean().optional(),
    hasMedium: z.boolean().optional(),
    otherInserts: optionalText('Other inserts', COPY_LIMITS.otherInsertsMax),
    pricePaidCents: priceCents(),
    currency: currencyCode(),
    acquiredOn: z
      .date()
      .refine((date) => date.getTime() <= Date.now() + DAY_MS, {
        message: 'The acquisition date cannot be in the future',
        ...problemParams('inFuture'),
      })
      .refine((date) => date.getUTCFullYear() >= RELEASE_YEAR_RANGE.min, {
        message: `The acquisition date must be in ${RELEASE_YEAR_RANGE.min} or later`,
        ...problemParams('tooEarly'),
      })
      .nullable()
      .optional(),
    notes: optionalText('Notes', COPY_LIMITS.notesMax),
    /** Offered to friends for trade. */
    forTrade: z.boolean().optional(),
  })
  .refine((copy) => copy.pricePaidCents == null || copy.currency != null, {
    path: ['currency'],
    message: 'Give the currency of the price',
    ...problemParams('required'),
  });
export type CopyInput = z.infer<typeof copyInput>;

export const clientIdInput = z.object({
  clientId: z
    .string()
    .regex(CLIENT_ID_PATTERN, 'A client id is 8 to 64 letters, digits, dashes or underscores')
    .nullable()
    .optional(),
});
