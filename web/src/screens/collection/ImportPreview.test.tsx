import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { IMPORT_PROBLEM_CODES } from '#shared/collection-rules';
import { renderAt } from '../../test/render.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { countByStatus } from './import-plan.ts';
import type { PreviewRow } from './useCollectionImport.ts';

const SERVER_TEXT = 'SERVER ENGLISH';

function invalidRow(line: number, column: string, code: string): PreviewRow {
  return { line, status: 'INVALID', candidates: [], problems: [{ column, code, message: SERVER_TEXT }] };
}

describe('import preview', () => {
  it("words every import problem from its code, never with the server's English message", async () => {
    const rows = IMPORT_PROBLEM_CODES.map((code, i) => invalidRow(i + 2, 'has_box', code));
    renderAt(<ImportPreview rows={rows} counts={countByStatus(rows)} onImport={() => {}} onCancel={() => {}} />);
    const items = await screen.findAllByRole('listitem');
    const lines = items.map((item) => item.textContent ?? '').filter((text) => text.startsWith('Line '));
    expect(lines).toHaveLength(IMPORT_PROBLEM_CODES.length);
    expect(lines.filter((text) => text.includes(SERVER_TEXT))).toEqual([]);
    expect(lines[0]).toBe('Line 2: has_box: Write yes or no');
  });
});
