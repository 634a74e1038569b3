// One CSV record of a collection import read into a copy and what names its version. Cells are
// read leniently (yes/no, "very good", NTSC-U or NTSC_U); the copy then passes the same rules as
// the copy form.
import { createHash } from 'node:crypto';
import { REGION_LABELS, REGIONS, type FieldProblem, type Region } from '#shared/rules';
import { checkInput } from '#shared/input-check';
import { CSV_COLUMNS, type CsvColumn, type ImportProblemCode } from '#shared/collection-rules';
import { copyInput, type CopyInput } from '#shared/collection-input';
import type { CsvRecord } from '#shared/collection-csv';
import { CSV_LISTS, wantInput, type CsvList, type WantInput } from '#shared/want-rules';
import { parseCalendarDate } from '#shared/calendar-date';

export interface ImportRow {
  line: number;
  versionId: number | null;
  gameTitle: string;
  console: string;
  region: Region | null;
  /** 'wanted': a want-list entry (want), not a copy (copy is then empty). */
  list: CsvList;
  copy: CopyInput;
  want: WantInput | null;
  /** Same file, same key: what makes a second import of the file add nothing. */
  importKey: string;
  /** The exported copy's id, when the file came from an export. */
  copyId: number | null;
}

export type ReadRow = { ok: true; row: ImportRow } | { ok: false; line: number; problems: FieldProblem[] };

/** Header names (any case, any order) to their cell position; unknown columns are ignored. */
export function columnIndex(columns: readonly string[]): Partial<Record<CsvColumn, number>> {
  const index: Partial<Record<CsvColumn, number>> = {};
  columns.forEach((name, position) => {
    const column = name.trim().toLowerCase() as CsvColumn;
    if ((CSV_COLUMNS as readonly string[]).includes(column) && index[column] === undefined) index[column] = position;
  });
  return index;
}

/** The columns can name a version: by id, or by game title, console and region. */
export function canNameVersions(index: Partial<Record<CsvColumn, number>>): boolean {
  return (
    index.version_id !== undefined ||
    (index.game_title !== undefined && index.console !== undefined && index.region !== undefined)
  );
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', '']);
const REGION_BY_NAME = new Map<string, Region>(
  REGIONS.flatMap((region) => [
    [region.toLowerCase(), region],
    [REGION_LABELS[region].toLowerCase(), region],
  ]),
);

class CellProblem extends Error {
  readonly column: string;
  readonly code: ImportProblemCode;
  constructor(column: string, code: ImportProblemCode, message: string) {
    super(message);
    this.column = column;
    this.code = code;
  }
}

function flag(value: string, column: string, fallback: boolean): boolean {
  const key = value.trim().toLowerCase();
  if (key === '') return fallback;
  if (TRUE.has(key)) return true;
  if (FALSE.has(key)) return false;
  throw new CellProblem(column, 'yesOrNo', `${column} must be yes or no`);
}

function wholeNumber(value: string, column: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d{1,15}$/.test(text)) throw new CellProblem(column, 'wholeNumber', `${column} must be a whole number`);
  return Number(text);
}

function date(value: string, column: string): Date | null {
  const text = value.trim();
  if (text === '') return null;
  const parsed = parseCalendarDate(text);
  if (!parsed) {
    throw new CellProblem(column, 'isoDate', `${column} must be a date written YYYY-MM-DD`);
  }
  return parsed;
}

export function readImportRow(index: Partial<Record<CsvColumn, number>>, record: CsvRecord): ReadRow {
  const cell = (column: CsvColumn) => (index[column] === undefined ? '' : (record.cells[index[column]!] ?? ''));
  try {
    const regionText = cell('region').trim().toLowerCase();
    const region = regionText ? (REGION_BY_NAME.get(regionText) ?? null) : null;
    if (regionText && !region)
      throw new CellProblem(
        'region',
        'unknownRegion',
        `region must be one of ${REGIONS.map((r) => REGION_LABELS[r]).join(', ')}`,
      );
    const listText = cell('list').trim().toLowerCase() || 'owned';
    if (!(CSV_LISTS as readonly string[]).includes(listText))
      throw new CellProblem('list', 'unknownList', `list must be one of ${CSV_LISTS.join(', ')}`);
    const list = listText as CsvList;
    const condition = cell('condition')
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_');
    const want =
      list === 'wanted'
        ? checkInput(wantInput, {
            maxPriceCents: wholeNumber(cell('max_price_cents'), 'max_price_cents'),
            currency: cell('currency'),
          })
        : null;
    if (want && !want.ok) return { ok: false, line: record.line, problems: want.problems };
    const copy = checkInput(copyInput, {
      condition: condition || null,
      hasBox: flag(cell('has_box'), 'has_box', false),
      hasManual: flag(cell('has_manual'), 'has_manual', false),
      hasMedium: flag(cell('has_medium'), 'has_medium', true),
      otherInserts: cell('other_inserts'),
      pricePaidCents: wholeNumber(cell('price_paid_cents'), 'price_paid_cents'),
      currency: cell('currency'),
      acquiredOn: date(cell('acquired_on'), 'acquired_on'),
      notes: cell('notes'),
      forTrade: flag(cell('for_trade'), 'for_trade', false),
    });
    if (!copy.ok) return { ok: false, line: record.line, problems: copy.problems };
    const versionId = wholeNumber(cell('version_id'), 'version_id');
    const copyId = wholeNumber(cell('copy_id'), 'copy_id');
    return {
      ok: true,
      row: {
        line: record.line,
        versionId,
        gameTitle: cell('game_title').trim(),
        console: cell('console').trim(),
        region,
        list,
        copy: list === 'wanted' ? {} : copy.value,
        want: want?.ok ? want.value : null,
        copyId,
        importKey:
          copyId !== null
            ? `copy:${copyId}`
            : `line:${record.line}:${createHash('sha256').update(record.cells.join('\u001f')).digest('hex').slice(0, 24)}`,
      },
    };
  } catch (error) {
    if (!(error instanceof CellProblem)) throw error;
    return {
      ok: false,
      line: record.line,
      problems: [{ field: error.column, code: error.code, message: error.message }],
    };
  }
}
