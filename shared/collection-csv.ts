// Reading a collection CSV file, in the browser (the import) and in tests. Parsing is csv-parse's;
// this module only fixes its options and holds the formula escaping: the part the export adds to
// csv-stringify's, and its undoing on import.
import { CsvError, parse } from 'csv-parse/browser/esm/sync';

export interface CsvRecord {
  /** 1-based row as a spreadsheet numbers it: the header is row 1, blank rows count. */
  line: number;
  cells: string[];
}

/** Why a file could not be read, and the row the parser stopped at. */
export class UnreadableCsv extends Error {
  readonly line: number;
  readonly reason: string;
  constructor(line: number, reason: string) {
    super(`The file cannot be read as CSV (row ${line}): ${reason}`);
    this.line = line;
    this.reason = reason;
  }
}

// csv-stringify's `escape_formulas` puts an apostrophe before these, so a spreadsheet shows the
// text instead of running it; the import takes it off again.
const FORMULA_START = /[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.source;
const LINE_STARTING_A_FORMULA = new RegExp(`(\\r\\n|\\r|\\n)(?=${FORMULA_START})`, 'g');
/** At the start of the cell and of every line in it. */
const ESCAPED_FORMULA = new RegExp(`(^|\\r\\n|\\r|\\n)'(?=${FORMULA_START})`, 'g');

/**
 * The apostrophe before every line of a cell that starts like a formula, after the first (whose
 * escaping is csv-stringify's `escape_formulas`): a program that splits the cell at its line
 * breaks, as spreadsheets do with a cell left unquoted, must not find a formula there either.
 */
export function escapeFormulaLines(cell: string): string {
  return cell.replace(LINE_STARTING_A_FORMULA, "$1'");
}

/**
 * RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks; a byte-order
 * mark and blank rows are skipped; rows may have fewer or more cells than the header.
 */
export function readCsv(text: string): CsvRecord[] {
  try {
    // csv-parse's types do not follow the `info` option to its record shape.
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { records: number; empty_lines: number } }[];
    return records.map(({ record, info }) => ({
      line: info.records + info.empty_lines,
      cells: record.map((cell) => cell.replace(ESCAPED_FORMULA, '$1')),
    }));
  } catch (error) {
    if (error instanceof CsvError) throw new UnreadableCsv(Number(error.lines) || 1, error.code);
    throw error;
  }
}
