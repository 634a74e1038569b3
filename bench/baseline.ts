// The REST facade's ceiling for `npm run bench`: node:http running the facade's own SQL
// (api/src/rest/queries.ts) with nothing around it — no parameter checks, rate limit, ETag or
// CORS. With DATABASE_URL it has a plain pg Pool of its own; otherwise it shares the embedded
// database (db.sql), which serves one statement at a time whoever asks.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { SqlQuery } from '../api/src/catalogue/game-query.ts';
import type { Database } from '../api/src/db/database.ts';
import { poolRunner } from '../api/src/db/sql-runner.ts';
import { pickRandomGameIds } from '../api/src/catalogue/random-games.ts';
import { GAME_COUNT } from '#shared/catalogue-rules';
import {
  consoleListQuery,
  consoleQuery,
  gamePageQuery,
  gameQuery,
  gamesByIdsQuery,
  imageBase,
  nameSearchIdsQuery,
  versionQuery,
  type BodyRow,
} from '../api/src/rest/queries.ts';

export interface Baseline {
  port: number;
  stop(): Promise<void>;
}

export async function startBaseline(
  db: Database,
  options: { databaseUrl?: string; siteOrigin: string },
): Promise<Baseline> {
  // The same pool size as the app's (openPostgresDatabase).
  const pool = options.databaseUrl ? new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) : null;
  // Prepared per connection, as the facade's statements are.
  const sql = pool ? poolRunner(pool) : db.sql;
  const rows = <T>(query: SqlQuery): Promise<T[]> => sql.query<T>(query.text, query.values, { prepare: true });
  const body = async (query: SqlQuery) => (await rows<BodyRow>(query))[0]?.body ?? null;
  const base = imageBase(options.siteOrigin);

  async function route(path: string, query: URLSearchParams): Promise<string | null> {
    const [, , , resource, id] = path.split('/');
    const number = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
    if (resource === 'games' && id === undefined)
      return body(
        gamePageQuery(
          base,
          { start: number('start', 0), length: number('length', 25), after: number('after', 0) },
          GAME_COUNT.exactUpTo,
        ),
      );
    if (resource === 'games' && id === 'random')
      return body(gamesByIdsQuery(base, await pickRandomGameIds(db.prisma, number('amount', 10))));
    if (resource === 'games' && id === 'search') {
      const ids = await rows<{ id: number }>(nameSearchIdsQuery(query.get('name') ?? ''));
      return body(
        gamesByIdsQuery(
          base,
          ids.map((row) => row.id),
        ),
      );
    }
    if (resource === 'games') return body(gameQuery(base, Number(id)));
    if (resource === 'versions') return body(versionQuery(base, Number(id)));
    if (resource === 'consoles' && id === undefined) return body(consoleListQuery());
    if (resource === 'consoles') return body(consoleQuery(Number(id)));
    return null;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://baseline');
    route(url.pathname, url.searchParams).then(
      (json) => res.writeHead(json === null ? 404 : 200, { 'content-type': 'application/json' }).end(json ?? '{}'),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool?.end();
    },
  };
}
