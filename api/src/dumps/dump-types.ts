// What a catalogue dump holds (issue 29): one gzip JSON Lines file per type, each row built by
// PostgreSQL from the public catalogue only. No users, collections, emails or votes: a row names
// nothing beyond what the REST facade shows (dumps.test.ts holds the reviewed allow-list).
// Every query pages by id (keyset), so a dump's memory does not grow with the catalogue. The
// change feed (changes/change-feed.ts) gives each changed row in the same JSON.
import type { CatalogueEntity } from '../generated/prisma/enums.ts';

export interface DumpType {
  /** The type's name, and its file's: `games.jsonl.gz`. */
  name: string;
  /** Its rows' entity in the change feed. */
  entity: CatalogueEntity;
  /** The table, and the alias `json` and `visible` name it by. */
  table: string;
  alias: string;
  /** One row as a JSON object. */
  json: string;
  /** Which of the table's rows are public (every row when absent). */
  visible?: string;
}

const image = (column: string) => `(SELECT json_build_object('url', '/images/' || i.sha256, 'sha256', i.sha256,
  'mime', i.mime, 'width', i.width, 'height', i.height) FROM "Image" i WHERE i.id = v."${column}")`;

const companies = (table: string, key: string, alias: string) => `COALESCE((SELECT json_agg(json_build_object(
  'companyId', c."companyId", 'role', c.role) ORDER BY c.role, c.position, c."companyId")
  FROM "${table}" c WHERE c."${key}" = ${alias}.id), '[]'::json)`;

export const DUMP_TYPES: DumpType[] = [
  {
    name: 'consoles',
    entity: 'CONSOLE',
    table: 'Console',
    alias: 'k',
    json: `json_build_object('id', k.id, 'name', k.name, 'manufacturer', k.manufacturer,
      'releaseDate', k."releaseDate", 'createdAt', k."createdAt", 'updatedAt', k."updatedAt")`,
  },
  {
    name: 'companies',
    entity: 'COMPANY',
    table: 'Company',
    alias: 'o',
    json: `json_build_object('id', o.id, 'name', o.name, 'createdAt', o."createdAt")`,
  },
  {
    name: 'games',
    entity: 'GAME',
    table: 'Game',
    alias: 'g',
    json: `json_build_object('id', g.id, 'title', g.title, 'consoleId', g."consoleId",
      'firstReleaseDate', g."firstReleaseDate", 'companies', ${companies('GameCompany', 'gameId', 'g')},
      'createdAt', g."createdAt", 'updatedAt', g."updatedAt")`,
  },
  {
    name: 'versions',
    entity: 'VERSION',
    table: 'Version',
    alias: 'v',
    json: `json_build_object('id', v.id, 'gameId', v."gameId", 'title', v.title,
      'region', v.region, 'country', v.country, 'revision', v.revision, 'releaseDate', v."releaseDate",
      'barcode', v.barcode, 'boxArtUrl', v."boxArtUrl", 'frontImage', ${image('frontImageId')},
      'backImage', ${image('backImageId')}, 'mediumImage', ${image('mediumImageId')},
      'companies', ${companies('VersionCompany', 'versionId', 'v')},
      'createdAt', v."createdAt", 'updatedAt', v."updatedAt")`,
  },
  {
    // The applied changes of the games that exist, as their history pages show them: who proposed
    // or forced a change is left out, and so is the history of deleted games (moderators only).
    name: 'changes',
    entity: 'HISTORY_ENTRY',
    table: 'GameHistoryEntry',
    alias: 'h',
    json: `json_build_object('id', h.id, 'kind', h.kind, 'gameId', h."gameId",
      'gameTitle', h."gameTitle", 'changes', h.changes, 'requestId', h."requestId", 'createdAt', h."createdAt")`,
    visible: `h."liveGameId" IS NOT NULL`,
  },
];

const visibleAnd = (type: DumpType) => (type.visible ? ` AND ${type.visible}` : '');

/** One page of a type's rows after `$1` (an id), at most `$2`; each row has `id` and `row` (its JSON). */
export function dumpPageSql(type: DumpType): string {
  const { table, alias } = type;
  return `SELECT ${alias}.id, ${type.json} AS row FROM "${table}" ${alias}
    WHERE ${alias}.id > $1${visibleAnd(type)} ORDER BY ${alias}.id LIMIT $2`;
}

/** The row whose id is `idSql` as its JSON, or null when it is gone or not public. */
export function rowByIdSql(type: DumpType, idSql: string): string {
  const { table, alias } = type;
  return `(SELECT ${type.json} FROM "${table}" ${alias} WHERE ${alias}.id = ${idSql}${visibleAnd(type)})`;
}
