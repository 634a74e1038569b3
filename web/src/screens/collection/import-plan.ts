import { COPY_LIMITS } from '#shared/collection-rules';
import type { CsvRecord } from '#shared/collection-csv';

export const IMPORT_STATUSES = ['MATCHED', 'AMBIGUOUS', 'UNKNOWN', 'ALREADY_IMPORTED', 'INVALID'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface ImportFile {
  columns: string[];
  records: CsvRecord[];
}

export type ReadImportFile =
  { kind: 'ready'; file: ImportFile } | { kind: 'empty' } | { kind: 'unreadable'; line: number };

/**
 * The file's header and data records; empty when it holds no data row at all. The CSV parser
 * (48 KB) loads when a file is chosen: an import needs the network anyway, and the service worker
 * does not precache it (scripts/build/offline-app.ts). Rejects when it cannot be fetched.
 */
export async function readImportFile(text: string): Promise<ReadImportFile> {
  const { readCsv, UnreadableCsv } = await import('#shared/collection-csv');
  let records: CsvRecord[];
  try {
    records = readCsv(text);
  } catch (error) {
    if (error instanceof UnreadableCsv) return { kind: 'unreadable', line: error.line };
    throw error;
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) return { kind: 'empty' };
  return { kind: 'ready', file: { columns: header.cells, records: rows } };
}

/** Requests' worth of rows: each stays well under the API's body limit. */
export function chunks<T>(items: readonly T[], size: number = COPY_LIMITS.importChunkRows): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** How many rows have each status. */
export function countByStatus(rows: readonly { status: string }[]): Record<ImportStatus, number> {
  const counts = Object.fromEntries(IMPORT_STATUSES.map((status) => [status, 0])) as Record<ImportStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as ImportStatus] += 1;
  return counts;
}
