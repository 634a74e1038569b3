import { describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { readCsv, UnreadableCsv } from './collection-csv.ts';

describe('reading a collection CSV', () => {
  it('reads back what csv-stringify wrote: commas, quotes, line breaks, surrounding space, unicode and formulas', () => {
    const cells = [
      'a, b',
      'say "hi"',
      'two\nlines',
      ' padded ',
      'ポケットモンスター 赤 😀',
      '',
      '=SUM(A1)',
      '-1',
      '@x',
      "'quoted",
    ];
    const text = stringify([cells.map((_, i) => `h${i}`), cells, ['last']], {
      escape_formulas: true,
      record_delimiter: 'windows',
    });
    expect(readCsv(text)).toEqual([
      { line: 1, cells: cells.map((_, i) => `h${i}`) },
      { line: 2, cells },
      { line: 3, cells: ['last'] },
    ]);
  });

  it('takes the apostrophe off every escaped line of a cell, and leaves other apostrophes', () => {
    const text = "h\r\n\"Ok\n'=1\r'+2\r\n'-3\n'@4\n'plain\"\r\n";
    expect(readCsv(text)[1]!.cells).toEqual(["Ok\n=1\r+2\r\n-3\n@4\n'plain"]);
  });

  it('numbers rows as a spreadsheet does, skipping a byte-order mark and blank rows', () => {
    expect(readCsv('\uFEFFa,b\n\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
    ]);
    expect(readCsv('')).toEqual([]);
  });

  it('refuses a file whose quote never closes, saying where it stopped', () => {
    expect(() => readCsv('a\nb,"c\nd')).toThrow(UnreadableCsv);
    expect(() => readCsv('a\nb,"c\nd')).toThrow(expect.objectContaining({ line: 3, reason: 'CSV_QUOTE_NOT_CLOSED' }));
  });
});
