import pg from 'pg';
import * as q from '../api/src/rest/queries.ts';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/cv_bench', max: 1 });
const base = q.imageBase('https://cartridgevault.example');
const ids = (await pool.query(q.nameSearchIdsQuery('dragon quest').text, q.nameSearchIdsQuery('dragon quest').values)).rows.map((r) => r.id);
const cases = [['searchIds', q.nameSearchIdsQuery('dragon quest')], ['byIds10', q.gamesByIdsQuery(base, ids)], ['game', q.gameQuery(base, 500)], ['version', q.versionQuery(base, 500)], ['console', q.consoleQuery(3)], ['consoles', q.consoleListQuery()], ['page', q.gamePageQuery(base, 0, 25)], ['count', { text: 'select count(*) from "Game"', values: [] }]] as const;
for (const [name, s] of cases) {
  let best = { exec: 1e9, plan: 1e9, wall: 1e9 };
  for (let i = 0; i < 15; i++) {
    const r = await pool.query('EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ' + s.text, s.values as unknown[]);
    const plan = r.rows[0]['QUERY PLAN'][0];
    best.exec = Math.min(best.exec, plan['Execution Time']); best.plan = Math.min(best.plan, plan['Planning Time']);
    const t = performance.now(); await pool.query(s.text, s.values as unknown[]); best.wall = Math.min(best.wall, performance.now() - t);
  }
  console.log(name.padEnd(10), 'exec', best.exec.toFixed(2), 'plan', best.plan.toFixed(2), 'wall', best.wall.toFixed(2));
}
await pool.end();
