import { describe, expect, it } from 'vitest';
import { chunks, countByStatus, readImportFile } from './import-plan.ts';

describe('import plan', () => {
  it('splits a 10,000-row file into requests of 500 rows, keeping line numbers', async () => {
    const text = ['version_id,notes', ...Array.from({ length: 10_000 }, (_, i) => `${i + 1},"note ${i}"`)].join('\n');
    const read = await readImportFile(text);
    if (read.kind !== 'ready') throw new Error(read.kind);
    const file = read.file;
    expect(file.columns).toEqual(['version_id', 'notes']);
    const parts = chunks(file.records);
    expect(parts).toHaveLength(20);
    expect(parts.every((part) => part.length === 500)).toBe(true);
    expect(parts[19]!.at(-1)).toEqual({ line: 10_001, cells: ['10000', 'note 9999'] });
  });

  it('has nothing to import from a file with only a header', async () => {
    expect(await readImportFile('version_id\n')).toEqual({ kind: 'empty' });
    expect(await readImportFile('')).toEqual({ kind: 'empty' });
  });

  it('says where a file stops being CSV instead of guessing its cells', async () => {
    expect(await readImportFile('version_id,notes\n1,"open quote\n2,x')).toEqual({ kind: 'unreadable', line: 3 });
  });

  it('counts rows by status', () => {
    expect(countByStatus([{ status: 'MATCHED' }, { status: 'MATCHED' }, { status: 'UNKNOWN' }])).toEqual({
      MATCHED: 2,
      AMBIGUOUS: 0,
      UNKNOWN: 1,
      ALREADY_IMPORTED: 0,
      INVALID: 0,
    });
  });
});
