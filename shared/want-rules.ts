// Want and trade lists: what a wanted version carries. Pure; imported by the API and the web app.
import { z } from './zod.ts';
import { problemParams } from './rules.ts';
import { currencyCode, priceCents } from './collection-input.ts';

/** A want-list entry's fields: the most the member would pay, in a currency, both optional. */
export const wantInput = z.object({ maxPriceCents: priceCents(), currency: currencyCode() }).check(
  z.refine((want) => want.maxPriceCents == null || want.currency != null, {
    path: ['currency'],
    message: 'Give the currency of the price',
    ...problemParams('required'),
  }),
);
export type WantInput = z.infer<typeof wantInput>;

/** The rows each match list on /collection shows at most (the SQL stops there). */
export const MATCH_LIST_MAX = 50;

/** The CSV `list` column's values. */
export const CSV_LISTS = ['owned', 'wanted'] as const;
export type CsvList = (typeof CSV_LISTS)[number];
