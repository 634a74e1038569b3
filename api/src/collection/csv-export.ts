// The collection as CSV (CSV_COLUMNS), one line per owned copy, oldest first, then one per
// want-list entry (list = wanted): what the import reads back into the same collection and list.
import { stringify } from 'csv-stringify/sync';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { CSV_COLUMNS, type CsvColumn } from '#shared/collection-rules';
import { REGION_LABELS } from '#shared/rules';
import { toCalendarDate } from '#shared/calendar-date';
import { escapeFormulaLines } from '#shared/collection-csv';

const day = (date: Date | null) => (date ? toCalendarDate(date) : '');
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const versionColumns = {
  id: true,
  title: true,
  region: true,
  game: { select: { title: true, console: { select: { name: true } } } },
} as const;

export async function collectionCsv(prisma: PrismaClient, userId: number): Promise<string> {
  const items = await prisma.collectionItem.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    include: { version: { select: versionColumns } },
  });
  const wants = await prisma.wantedVersion.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    include: { version: { select: versionColumns } },
  });
  const versionCells = (version: (typeof items)[number]['version']) => ({
    version_id: String(version.id),
    game_title: version.game.title,
    console: version.game.console.name,
    region: REGION_LABELS[version.region],
    version_title: version.title,
  });
  const empty = Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])) as Record<CsvColumn, string>;
  const copies = items.map((item): Record<CsvColumn, string> => ({
    ...versionCells(item.version),
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
    list: 'owned',
    for_trade: yesNo(item.forTrade),
    max_price_cents: '',
  }));
  // Want-list entries follow the copies: the version, its maximum price and that price's currency.
  const wanted = wants.map((want): Record<CsvColumn, string> => ({
    ...empty,
    ...versionCells(want.version),
    list: 'wanted',
    currency: want.currency ?? '',
    max_price_cents: want.maxPriceCents === null ? '' : String(want.maxPriceCents),
  }));
  return writeCollectionCsv([...copies, ...wanted]);
}

/**
 * The file: a header, then one record per row. Titles, notes and inserts are other people's
 * text, so two things a spreadsheet would otherwise act on are neutralised:
 * - a cell with a line break is quoted whatever the break (csv-stringify quotes only the record
 *   delimiter, CRLF here, unless `quote_record_delimiter`; an unquoted LF starts a new row in a
 *   spreadsheet, with the rest of the cell as a row of its own);
 * - a cell or any line in it starting with =, +, - or @ gets an apostrophe before it, so it is
 *   shown as text rather than run (`escape_formulas` for the first line, `escapeFormulaLines`
 *   for the rest).
 * CRLF as RFC 4180 writes it; spreadsheet programs read it everywhere.
 */
export function writeCollectionCsv(records: Record<CsvColumn, string>[]): string {
  return stringify(records, {
    header: true,
    columns: [...CSV_COLUMNS],
    cast: { string: escapeFormulaLines },
    escape_formulas: true,
    quote_record_delimiter: true,
    record_delimiter: 'windows',
  });
}
