import pg from 'pg';
import * as q from '../api/src/rest/queries.ts';
import { REGIONS, REGION_LABELS } from '../api/src/domain/rules.ts';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/cv_bench', max: 1 });
const base = q.imageBase('https://cartridgevault.example');
const sq = q.nameSearchIdsQuery('dragon quest');
const ids = (await pool.query(sq.text, sq.values)).rows.map((r) => r.id);
const by = q.gamesByIdsQuery(base, ids);

const REGION_LABEL = `CASE v.region ${REGIONS.map((region) => `WHEN '${region}' THEN '${REGION_LABELS[region]}'`).join(' ')} END`;
const list = (link: string, owner: string, role: string) => `(SELECT COALESCE(json_agg(json_build_object('company_id', l."companyId", 'name', (SELECT co.name FROM "Company" co WHERE co.id = l."companyId")) ORDER BY l.position, l."companyId"), '[]') FROM "${link}" l WHERE ${owner} AND l.role = '${role}')`;
const img = (c: string) => `(SELECT $1::text || i.sha256 FROM "Image" i WHERE i.id = v."${c}")`;
const VERSION_JSON = `json_build_object('version_id', v.id, 'game_id', v."gameId", 'title', v.title,
  'region', ${REGION_LABEL}, 'country', v.country, 'revision', v.revision, 'release_date', v."releaseDate",
  'front_image_url', ${img('frontImageId')}, 'back_image_url', ${img('backImageId')}, 'medium_image_url', ${img('mediumImageId')},
  'box_art_url', v."boxArtUrl", 'developers', ${list('VersionCompany', 'l."versionId" = v.id', 'DEVELOPER')}, 'publishers', ${list('VersionCompany', 'l."versionId" = v.id', 'PUBLISHER')})`;
const GAME_JSON = `json_build_object('id', g.id, 'title', g.title, 'console', (SELECT json_build_object('console_id', c.id, 'name', c.name, 'manufacturer', c.manufacturer, 'release_date', c."releaseDate") FROM "Console" c WHERE c.id = g."consoleId"),
  'versions', (SELECT COALESCE(json_agg(${VERSION_JSON} ORDER BY v."releaseDate", v.id), '[]') FROM "Version" v WHERE v."gameId" = g.id),
  'developers', ${list('GameCompany', 'l."gameId" = g.id', 'DEVELOPER')}, 'publishers', ${list('GameCompany', 'l."gameId" = g.id', 'PUBLISHER')})`;
const alt = { text: `SELECT json_build_object('games', COALESCE(json_agg(${GAME_JSON} ORDER BY ids.ord), '[]'))::text AS body
      FROM unnest($2::int[]) WITH ORDINALITY AS ids(id, ord) JOIN "Game" g ON g.id = ids.id`, values: [base, ids] };

const a = (await pool.query(by.text, by.values)).rows[0].body, b = (await pool.query(alt.text, alt.values)).rows[0].body;
console.log('same', JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b)));
async function loop(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < 500; i++) await fn();
  console.log(name.padEnd(24), ((performance.now() - t) / 500).toFixed(3), 'ms');
}
for (let round = 0; round < 2; round++) {
  await loop('current', () => pool.query(by.text, by.values));
  await loop('scalar subqueries', () => pool.query(alt.text, alt.values));
  await loop('current named', () => pool.query({ name: 'a', ...by }));
  await loop('scalar named', () => pool.query({ name: 'b', ...alt }));
}
for (const s of [by, alt]) {
  let best = { exec: 1e9, plan: 1e9 };
  for (let i = 0; i < 20; i++) { const r = await pool.query('EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ' + s.text, s.values); const p = r.rows[0]['QUERY PLAN'][0]; best.exec = Math.min(best.exec, p['Execution Time']); best.plan = Math.min(best.plan, p['Planning Time']); }
  console.log(best);
}
await pool.end();
