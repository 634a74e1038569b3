// The docker-compose topology from Debian's packages: PostgreSQL, Redis, two app instances and
// nginx with deploy/nginx.conf, all under .cluster/ on ports of their own (CLUSTER_PORT, default
// 5390, is nginx's; the others follow it).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensurePackages } from './packages.ts';
import { startPostgres, startRedis } from './backing-services.ts';
import { startNginx } from './nginx.ts';
import { AppInstance } from './app-instance.ts';

export const repo = path.resolve(import.meta.dirname, '../..');

export interface Cluster {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  instances: AppInstance[];
  dir: string;
  stop(): Promise<void>;
}

export async function startCluster(
  log: (line: string) => void,
  extraEnv: Record<string, string> = {},
): Promise<Cluster> {
  const port = Number(process.env.CLUSTER_PORT ?? 5390);
  const dir = path.join(repo, '.cluster');
  mkdirSync(dir, { recursive: true });
  const bins = ensurePackages(log);
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((error: unknown) => log(`stop: ${String(error)}`));
    stops.length = 0;
  };
  try {
    const pg = await startPostgres(
      bins.postgresBin,
      path.join(dir, 'postgres'),
      port + 3,
      path.join(dir, 'postgres.log'),
    );
    stops.push(pg.stop);
    log(`PostgreSQL ${pg.url} (data in ${pg.data})`);
    const redis = await startRedis(bins.redisServer, path.join(dir, 'redis'), port + 4, path.join(dir, 'redis.log'));
    stops.push(redis.stop);
    log(`Redis ${redis.url} (maxmemory 256mb, allkeys-lru)`);
    const env = {
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      TRUST_PROXY: 'true',
      ...extraEnv,
    };
    const instances = [1, 2].map(
      (n) =>
        new AppInstance(`app${n}`, port + n, repo, path.join(dir, `app${n}-data`), path.join(dir, `app${n}.log`), env),
    );
    stops.push(async () => {
      for (const instance of instances) await instance.stop();
    });
    // The first migrates the fresh database; the second then finds it done (they may also start
    // together: migrations run under an advisory lock).
    for (const instance of instances) log(`${instance.name} ${instance.base} ready in ${await instance.start()} ms`);
    const nginx = await startNginx(
      bins.nginx,
      repo,
      path.join(dir, 'nginx'),
      port,
      instances.map((i) => `127.0.0.1:${i.port}`),
    );
    stops.push(nginx.stop);
    return { url: nginx.url, databaseUrl: pg.url, redisUrl: redis.url, instances, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
