// What a catalogue dump holds (issue 29): one gzip JSON Lines file per type, each row built by
// PostgreSQL from the public catalogue only. No users, collections, emails or votes: a row names
// nothing beyond what the REST facade shows (dumps.test.ts holds the reviewed allow-list).
// Every query pages by id (keyset), so a dump's memory does not grow with the catalogue.

export interface DumpType {
  /** The type's name, and its file's: `games.jsonl.gz`. */
  name: string;
  /** One page of rows after `$1` (an id), at most `$2`; each row has `id` and `row` (the JSON line). */
  sql: string;
}

const image = (column: string) => `(SELECT json_build_object('url', '/images/' || i.sha256, 'sha256', i.sha256,
  'mime', i.mime, 'width', i.width, 'height', i.height) FROM "Image" i WHERE i.id = v."${column}")`;

const companies = (table: string, key: string, alias: string) => `COALESCE((SELECT json_agg(json_build_object(
  'companyId', c."companyId", 'role', c.role) ORDER BY c.role, c.position, c."companyId")
  FROM "${table}" c WHERE c."${key}" = ${alias}.id), '[]'::json)`;

export const DUMP_TYPES: DumpType[] = [
  {
    name: 'consoles',
    sql: `SELECT id, json_build_object('id', id, 'name', name, 'manufacturer', manufacturer,
      'releaseDate', "releaseDate", 'createdAt', "createdAt", 'updatedAt', "updatedAt") AS row
      FROM "Console" WHERE id > $1 ORDER BY id LIMIT $2`,
  },
  {
    name: 'companies',
    sql: `SELECT id, json_build_object('id', id, 'name', name, 'createdAt', "createdAt") AS row
      FROM "Company" WHERE id > $1 ORDER BY id LIMIT $2`,
  },
  {
    name: 'games',
    sql: `SELECT g.id, json_build_object('id', g.id, 'title', g.title, 'consoleId', g."consoleId",
      'firstReleaseDate', g."firstReleaseDate", 'companies', ${companies('GameCompany', 'gameId', 'g')},
      'createdAt', g."createdAt", 'updatedAt', g."updatedAt") AS row
      FROM "Game" g WHERE g.id > $1 ORDER BY g.id LIMIT $2`,
  },
  {
    name: 'versions',
    sql: `SELECT v.id, json_build_object('id', v.id, 'gameId', v."gameId", 'title', v.title,
      'region', v.region, 'country', v.country, 'revision', v.revision, 'releaseDate', v."releaseDate",
      'barcode', v.barcode, 'boxArtUrl', v."boxArtUrl", 'frontImage', ${image('frontImageId')},
      'backImage', ${image('backImageId')}, 'mediumImage', ${image('mediumImageId')},
      'companies', ${companies('VersionCompany', 'versionId', 'v')},
      'createdAt', v."createdAt", 'updatedAt', v."updatedAt") AS row
      FROM "Version" v WHERE v.id > $1 ORDER BY v.id LIMIT $2`,
  },
  {
    // The applied changes of the games that exist, as their history pages show them: who proposed
    // or forced a change is left out, and so is the history of deleted games (moderators only).
    name: 'changes',
    sql: `SELECT h.id, json_build_object('id', h.id, 'kind', h.kind, 'gameId', h."gameId",
      'gameTitle', h."gameTitle", 'changes', h.changes, 'requestId', h."requestId", 'createdAt', h."createdAt") AS row
      FROM "GameHistoryEntry" h WHERE h.id > $1 AND h."liveGameId" IS NOT NULL ORDER BY h.id LIMIT $2`,
  },
];
