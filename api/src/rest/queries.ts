// The REST facade's SQL: every statement builds its whole response body as JSON inside
// PostgreSQL (one round trip, nothing to map in Node). The benchmark's baseline server runs these
// same statements, so its figures are the facade's ceiling.
import { gameIdsQuery, type SqlQuery } from '../catalogue/game-query.ts';
import { LIMITS, REGIONS, REGION_LABELS } from '#shared/rules';
import { imageUrl } from '../images/image-address.ts';

/** What every image URL in a body starts with: the site's origin and the images route. */
export function imageBase(siteOrigin: string): string {
  return new URL(imageUrl(''), siteOrigin).href;
}

// Regions as people write them ("NTSC-U"), from the one table of labels.
const REGION_LABEL = `CASE v.region ${REGIONS.map((region) => `WHEN '${region}' THEN '${REGION_LABELS[region]}'`).join(' ')} END`;

// Companies and images are looked up by primary key, one probe per link: with a join the planner
// may hash the whole Company or Image table again for every game and version.
const companyName = `(SELECT co.name FROM "Company" co WHERE co.id = l."companyId")`;
const imageUrlOf = (column: string) => `(SELECT $1::text || i.sha256 FROM "Image" i WHERE i.id = v."${column}")`;

/** One row: `developers` and `publishers` of a game or version, each in `position` order. */
function companyLists(link: 'GameCompany' | 'VersionCompany', owner: string): string {
  const list = (role: 'DEVELOPER' | 'PUBLISHER') =>
    `COALESCE(json_agg(json_build_object('company_id', l."companyId", 'name', ${companyName}) ORDER BY l.position, l."companyId") FILTER (WHERE l.role = '${role}'), '[]')`;
  return `(SELECT ${list('DEVELOPER')} AS developers, ${list('PUBLISHER')} AS publishers FROM "${link}" l WHERE ${owner})`;
}

const CONSOLE_JSON = `json_build_object('console_id', c.id, 'name', c.name, 'manufacturer', c.manufacturer, 'release_date', c."releaseDate")`;

// $1 is imageBase(); a missing image is null. Dates come out of PostgreSQL's JSON as YYYY-MM-DD.
const VERSION_FROM = `"Version" v CROSS JOIN LATERAL ${companyLists('VersionCompany', 'l."versionId" = v.id')} vc`;
const VERSION_JSON = `json_build_object('version_id', v.id, 'game_id', v."gameId", 'title', v.title,
  'region', ${REGION_LABEL}, 'country', v.country, 'revision', v.revision, 'release_date', v."releaseDate",
  'front_image_url', ${imageUrlOf('frontImageId')}, 'back_image_url', ${imageUrlOf('backImageId')}, 'medium_image_url', ${imageUrlOf('mediumImageId')},
  'box_art_url', v."boxArtUrl", 'barcode', v.barcode, 'developers', vc.developers, 'publishers', vc.publishers)`;

/** Joins a game row `g` to what GAME_JSON reads. */
const GAME_JOINS = `JOIN "Console" c ON c.id = g."consoleId"
  CROSS JOIN LATERAL ${companyLists('GameCompany', 'l."gameId" = g.id')} gc`;
const GAME_JSON = `json_build_object('id', g.id, 'title', g.title, 'console', ${CONSOLE_JSON},
  'versions', (SELECT COALESCE(json_agg(${VERSION_JSON} ORDER BY v."releaseDate", v.id), '[]') FROM ${VERSION_FROM} WHERE v."gameId" = g.id),
  'developers', gc.developers, 'publishers', gc.publishers)`;

/** Every query answers one row whose `body` is the response JSON, or no row for an unknown id. */
export interface BodyRow {
  body: string;
}

export interface GamePageRequest {
  start: number;
  length: number;
  /** The last id of the previous page (its `next` link), 0 for none: the page seeks past it. */
  after: number;
}

/**
 * A page of games by id with the total and the next page's link, in one statement. With `after`
 * the page seeks through the primary key past that id; without it, it skips `start` ids in the
 * same index (the route bounds `start`, REST_PAGING). The total follows the games list's rule
 * (catalogue/game-count.ts, GAME_COUNT): counted up to the limit and exact within it, past it the
 * planner's size of the table to two significant digits ("estimate"), or "at_least" the limit
 * before the table was ever analysed.
 */
export function gamePageQuery(base: string, page: GamePageRequest, exactUpTo: number): SqlQuery {
  const offset = page.after > 0 ? 0 : page.start;
  return {
    text: `WITH page AS (SELECT id FROM "Game" WHERE id > $4 ORDER BY id LIMIT $3 + 1 OFFSET $5),
        shown AS (SELECT id FROM page ORDER BY id LIMIT $3),
        counted AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM "Game" LIMIT $6 + 1) AS capped),
        estimated AS (SELECT COALESCE((SELECT reltuples::bigint FROM pg_class WHERE oid = '"Game"'::regclass), -1) AS n)
      SELECT json_build_object(
        'games', (SELECT COALESCE(json_agg(${GAME_JSON} ORDER BY g.id), '[]') FROM shown p JOIN "Game" g ON g.id = p.id ${GAME_JOINS}),
        'total', CASE WHEN counted.n <= $6 THEN counted.n
          WHEN estimated.n > $6 THEN round(estimated.n::numeric, 1 - floor(log(estimated.n::numeric))::int)::bigint
          ELSE $6 END,
        'total_kind', CASE WHEN counted.n <= $6 THEN 'exact' WHEN estimated.n > $6 THEN 'estimate' ELSE 'at_least' END,
        'start', $2::int, 'length', $3::int,
        'next', CASE WHEN (SELECT count(*) FROM page) > $3
          THEN '/api/v1/games?start=' || ($2::int + $3::int) || '&length=' || $3::int || '&after=' || (SELECT max(id) FROM shown) END
      )::text AS body FROM counted, estimated`,
    values: [base, page.start, page.length, page.after, offset, exactUpTo],
  };
}

/** `{ games }` for these ids, in this order (search results, random picks). */
export function gamesByIdsQuery(base: string, ids: number[]): SqlQuery {
  return {
    text: `SELECT json_build_object('games', COALESCE(json_agg(${GAME_JSON} ORDER BY ids.ord), '[]'))::text AS body
      FROM unnest($2::int[]) WITH ORDINALITY AS ids(id, ord) JOIN "Game" g ON g.id = ids.id ${GAME_JOINS}`,
    values: [base, ids],
  };
}

/** Ids of the games a name search shows first: the UI's own matching and ranking. */
export function nameSearchIdsQuery(name: string): SqlQuery {
  return gameIdsQuery({ search: name }, 'RELEVANCE', LIMITS.nameSearchMax, 0);
}

export function gameQuery(base: string, id: number): SqlQuery {
  return { text: `SELECT ${GAME_JSON}::text AS body FROM "Game" g ${GAME_JOINS} WHERE g.id = $2`, values: [base, id] };
}

export function versionQuery(base: string, id: number): SqlQuery {
  return { text: `SELECT ${VERSION_JSON}::text AS body FROM ${VERSION_FROM} WHERE v.id = $2`, values: [base, id] };
}

/** `{ versions }` whose box carries this barcode (13 digits): none or one, through its unique index. */
export function versionsByBarcodeQuery(base: string, barcode: string): SqlQuery {
  return {
    text: `SELECT json_build_object('versions', COALESCE(json_agg(${VERSION_JSON}), '[]'))::text AS body FROM ${VERSION_FROM} WHERE v.barcode = $2`,
    values: [base, barcode],
  };
}

export function consoleListQuery(): SqlQuery {
  return {
    text: `SELECT json_build_object('consoles', COALESCE(json_agg(${CONSOLE_JSON} ORDER BY c.manufacturer, c.name, c.id), '[]'))::text AS body FROM "Console" c`,
    values: [],
  };
}

export function consoleQuery(id: number): SqlQuery {
  return { text: `SELECT ${CONSOLE_JSON}::text AS body FROM "Console" c WHERE c.id = $1`, values: [id] };
}
