// Classifies a chunk of import rows against the catalogue and the viewer's collection in a fixed
// number of statements, whatever the chunk's size: matched, ambiguous, unknown, already imported.
import type { Database } from '../db/database.ts';
import type { FieldProblem, Region } from '#shared/rules';
import type { CsvRecord } from '#shared/collection-csv';
import type { ImportProblemCode } from '#shared/collection-rules';
import { columnIndex, readImportRow, type ImportRow } from './import-row.ts';

export const IMPORT_ROW_STATUSES = ['MATCHED', 'AMBIGUOUS', 'UNKNOWN', 'ALREADY_IMPORTED', 'INVALID'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export interface ImportCandidate {
  versionId: number;
  gameTitle: string;
  console: string;
  region: Region;
  versionTitle: string;
  releaseDate: Date;
}

export interface ClassifiedRow {
  line: number;
  status: ImportRowStatus;
  /** The matched version (MATCHED, ALREADY_IMPORTED) or every version that fits (AMBIGUOUS). */
  candidates: ImportCandidate[];
  problems: FieldProblem[];
  row: ImportRow | null;
}

const CANDIDATE_COLUMNS = `v."id" AS "versionId", g."title" AS "gameTitle", c."name" AS "console", v."region"::text AS "region",
  v."title" AS "versionTitle", v."releaseDate"`;

// Titles and console names compare without case: a hand-written file says "pokemon red" or "GAME BOY".
const BY_NAME_SQL = `
SELECT k.idx::int AS idx, ${CANDIDATE_COLUMNS}
FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS k(title, console, region, idx)
JOIN "Game" g ON lower(g."title") = lower(k.title)
JOIN "Console" c ON c."id" = g."consoleId" AND lower(c."name") = lower(k.console)
JOIN "Version" v ON v."gameId" = g."id" AND v."region"::text = k.region
ORDER BY k.idx, v."releaseDate", v."id"`;

const BY_ID_SQL = `
SELECT ${CANDIDATE_COLUMNS}
FROM "Version" v JOIN "Game" g ON g."id" = v."gameId" JOIN "Console" c ON c."id" = g."consoleId"
WHERE v."id" = ANY($1::int[])`;

/** The key a matched row is stored under: an exported copy keeps its id, tied to its version. */
export function finalKey(row: ImportRow, versionId: number): string {
  // A version is on a want list once: any row wanting it again is the same entry.
  if (row.list === 'wanted') return `want:${versionId}`;
  return row.copyId !== null ? `copy:${row.copyId}:${versionId}` : row.importKey;
}

export async function classifyRows(
  db: Database,
  userId: number,
  columns: readonly string[],
  records: readonly CsvRecord[],
): Promise<ClassifiedRow[]> {
  const index = columnIndex(columns);
  const read = records.map((record) => readImportRow(index, record));
  const rows = read.flatMap((result) => (result.ok ? [result.row] : []));
  const byId = rows.filter((row) => row.versionId !== null);
  const byName = rows.filter((row) => row.versionId === null && row.gameTitle && row.console && row.region);

  const [idMatches, nameMatches] = await Promise.all([
    byId.length
      ? db.sql.query<ImportCandidate>(BY_ID_SQL, [
          [...new Set(byId.map((row) => row.versionId!))].filter((id) => id <= 2_147_483_647),
        ])
      : [],
    byName.length
      ? db.sql.query<ImportCandidate & { idx: number }>(BY_NAME_SQL, [
          byName.map((r) => r.gameTitle),
          byName.map((r) => r.console),
          byName.map((r) => r.region),
        ])
      : [],
  ]);
  const versionsById = new Map(idMatches.map((candidate) => [candidate.versionId, candidate]));
  const candidatesByRow = new Map<ImportRow, ImportCandidate[]>(
    byId.map((row) => [row, versionsById.has(row.versionId!) ? [versionsById.get(row.versionId!)!] : []]),
  );
  byName.forEach((row) => candidatesByRow.set(row, []));
  for (const { idx, ...candidate } of nameMatches) candidatesByRow.get(byName[idx - 1]!)!.push(candidate);

  const matchedKeys = rows.flatMap((row) => {
    const found = candidatesByRow.get(row);
    return found?.length === 1 && row.list === 'owned' ? [finalKey(row, found[0]!.versionId)] : [];
  });
  const wantedVersionIds = rows.flatMap((row) => {
    const found = candidatesByRow.get(row);
    return found?.length === 1 && row.list === 'wanted' ? [found[0]!.versionId] : [];
  });
  const ownCopyIds = rows.flatMap((row) => (row.copyId !== null && row.copyId <= 2_147_483_647 ? [row.copyId] : []));
  const [existing, wanted] = await Promise.all([
    matchedKeys.length
      ? db.prisma.collectionItem.findMany({
          where: { userId, OR: [{ importKey: { in: matchedKeys } }, { id: { in: ownCopyIds } }] },
          select: { id: true, importKey: true, versionId: true },
        })
      : [],
    wantedVersionIds.length
      ? db.prisma.wantedVersion.findMany({
          where: { userId, versionId: { in: wantedVersionIds } },
          select: { versionId: true },
        })
      : [],
  ]);
  const taken = new Set([
    ...existing.flatMap((item) => [item.importKey, `copy:${item.id}:${item.versionId}`]),
    ...wanted.map((want) => `want:${want.versionId}`),
  ]);

  return read.map((result) => {
    if (!result.ok)
      return { line: result.line, status: 'INVALID', candidates: [], problems: result.problems, row: null };
    const row = result.row;
    const candidates = candidatesByRow.get(row) ?? [];
    if (candidates.length === 0) {
      const problems =
        row.versionId === null && !(row.gameTitle && row.console && row.region)
          ? [
              {
                field: 'version_id',
                code: 'versionNotNamed' as const satisfies ImportProblemCode,
                message: 'Give version_id, or game_title, console and region',
              },
            ]
          : [];
      return { line: row.line, status: problems.length ? 'INVALID' : 'UNKNOWN', candidates, problems, row };
    }
    if (candidates.length > 1) return { line: row.line, status: 'AMBIGUOUS', candidates, problems: [], row };
    const key = finalKey(row, candidates[0]!.versionId);
    // A key met twice in one file (or already stored) is the same copy again.
    if (taken.has(key)) return { line: row.line, status: 'ALREADY_IMPORTED', candidates, problems: [], row };
    taken.add(key);
    return { line: row.line, status: 'MATCHED', candidates, problems: [], row };
  });
}
