import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, type CsvColumn } from '#shared/collection-rules';
import { readCsv } from '#shared/collection-csv';
import { writeCollectionCsv } from './csv-export.ts';

/** One row of the file with `text` in every column a member can write. */
function rowWith(text: string): Record<CsvColumn, string> {
  const row = Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])) as Record<CsvColumn, string>;
  return { ...row, version_id: '7', game_title: text, version_title: text, notes: text, other_inserts: text };
}
const TEXT_COLUMNS = ['game_title', 'version_title', 'notes', 'other_inserts'].map((column) =>
  CSV_COLUMNS.indexOf(column as CsvColumn),
);

/**
 * The file as a spreadsheet splits it: every line break outside quotes ends a row, whichever of
 * CRLF, LF or CR it is.
 */
const spreadsheetRows = (csv: string) =>
  parse(csv, { record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true }) as string[][];

const FORMULA_LINE = /^[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20]/;

describe('the collection CSV file', () => {
  it.each([
    ['a line feed', 'Ok\n=HYPERLINK("http://evil.example","x")', 'Ok\n\'=HYPERLINK("http://evil.example","x")'],
    ['a carriage return', 'Ok\r+1+1', "Ok\r'+1+1"],
    ['CRLF', 'Ok\r\n-2+3', "Ok\r\n'-2+3"],
    ['several lines', '=A1\n@SUM(A1)\nplain\n\t=B2', "'=A1\n'@SUM(A1)\nplain\n'\t=B2"],
    ['full-width signs', 'x\n\uFF1D1', "x\n'\uFF1D1"],
    ['a blank line before the formula', 'x\n\n=1', "x\n\n'=1"],
  ])('keeps a cell with %s in one row, each line escaped', (_, text, escaped) => {
    const csv = writeCollectionCsv([rowWith(text), rowWith('next')]);
    const rows = spreadsheetRows(csv);
    expect(rows).toHaveLength(3);
    for (const column of TEXT_COLUMNS) expect(rows[1]![column]).toBe(escaped);
    expect(rows[2]![CSV_COLUMNS.indexOf('notes')]).toBe('next');
    // The import takes the apostrophes off again.
    expect(readCsv(csv)[1]!.cells[CSV_COLUMNS.indexOf('notes')]).toBe(text);
  });

  it('quotes cells holding the delimiter or a quote, and reads them back as written', () => {
    const texts = ['a, b', 'say "hi"', '"', ',', ' padded ', 'ポケモン 赤 😀'];
    const csv = writeCollectionCsv(texts.map(rowWith));
    expect(csv).toContain('"a, b"');
    expect(csv).toContain('"say ""hi"""');
    const rows = spreadsheetRows(csv);
    expect(rows.slice(1).map((row) => row[CSV_COLUMNS.indexOf('notes')])).toEqual(texts);
  });

  it('round trip: csv-parse reads one row per record, no line starting a formula, and the import the text itself', () => {
    // Without apostrophes of its own: one before a formula is taken off on import, as escaping.
    const piece = fc.constantFrom('\n', '\r', '\r\n', '=', '+', '-', '@', '\t', '"', ',', 'a', ' ', '\uFF20');
    const text = fc
      .oneof(
        fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
        fc.string({ maxLength: 20 }),
      )
      .map((value) => value.replaceAll("'", ''));
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 5 }), (texts) => {
        const csv = writeCollectionCsv(texts.map(rowWith));
        const rows = spreadsheetRows(csv);
        expect(rows).toHaveLength(texts.length + 1);
        for (const row of rows.slice(1)) {
          for (const column of TEXT_COLUMNS) {
            for (const line of row[column]!.split(/\r\n|\r|\n/)) expect(line).not.toMatch(FORMULA_LINE);
          }
        }
        expect(
          readCsv(csv)
            .slice(1)
            .map((record) => record.cells[CSV_COLUMNS.indexOf('notes')]),
        ).toEqual(texts);
      }),
      { numRuns: 300 },
    );
  });
});
