// The collection as CSV (CSV_COLUMNS), one line per owned copy, oldest first: what the import
// reads back into the same collection.
import { stringify } from 'csv-stringify/sync';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { CSV_COLUMNS, type CsvColumn } from '#shared/collection-rules';
import { REGION_LABELS } from '#shared/rules';
import { toCalendarDate } from '#shared/calendar-date';

const day = (date: Date | null) => (date ? toCalendarDate(date) : '');
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export async function collectionCsv(prisma: PrismaClient, userId: number): Promise<string> {
  const items = await prisma.collectionItem.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    include: {
      version: {
        select: {
          id: true,
          title: true,
          region: true,
          game: { select: { title: true, console: { select: { name: true } } } },
        },
      },
    },
  });
  const records = items.map((item): Record<CsvColumn, string> => ({
    version_id: String(item.version.id),
    game_title: item.version.game.title,
    console: item.version.game.console.name,
    region: REGION_LABELS[item.version.region],
    version_title: item.version.title,
    condition: item.condition ?? '',
    has_box: yesNo(item.hasBox),
    has_manual: yesNo(item.hasManual),
    has_medium: yesNo(item.hasMedium),
    other_inserts: item.otherInserts ?? '',
    price_paid_cents: item.pricePaidCents === null ? '' : String(item.pricePaidCents),
    currency: item.currency ?? '',
    acquired_on: day(item.acquiredOn),
    notes: item.notes ?? '',
    copy_id: String(item.id),
  }));
  // Titles, notes and inserts are other people's text: a cell starting with =, +, - or @ would
  // run as a formula in a spreadsheet, so escape_formulas prefixes it with an apostrophe. CRLF as
  // RFC 4180 writes it; spreadsheet programs read it everywhere.
  return stringify(records, {
    header: true,
    columns: [...CSV_COLUMNS],
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
