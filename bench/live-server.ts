// bench:live's server: one app instance in a child process (bench/live.ts forks it), on LIVE_PORT
// (0: any free port). It records when it published each update and the votes it carried,
// reports its event-loop delay, CPU and memory (after a garbage collection: run with
// --expose-gc), and on SIGTERM drains as server.ts does (WebSockets closed with 1012, HTTP
// requests finished) before it exits, so a rolling restart is the production one.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';

const now = () => performance.timeOrigin + performance.now();

export async function serve() {
  const { loadConfig } = await import('../api/src/config.ts');
  const { openDatabase } = await import('../api/src/db/database.ts');
  const { createServices } = await import('../api/src/services.ts');
  const { buildApp } = await import('../api/src/app.ts');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    REST_RATE_LIMIT_PER_SECOND: '0',
    GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '0',
    // Every watcher of the bench comes from this machine's one address; the commenters each
    // from an address of their own (X-Forwarded-For), as members do.
    WS_MAX_SOCKETS_PER_ADDRESS: '100000',
    TRUST_PROXY: 'true',
  });
  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  const services = createServices(config, db);
  // Each requestUpdated event this instance published: when, and how many votes it carried (the
  // parent adds up every instance's to know when each approvals count first went out).
  const published: [at: number, votes: number][] = [];
  const publish = services.pubsub.publish.bind(services.pubsub);
  services.pubsub.publish = ((...args: unknown[]) => {
    if (args[0] === 'requestUpdated')
      published.push([now(), (args.at(-1) as { votes?: unknown[] }).votes?.length ?? 0]);
    return (publish as (...a: unknown[]) => void)(...args);
  }) as typeof services.pubsub.publish;
  const app = buildApp(services);
  const port = await app.start(Number(process.env.LIVE_PORT ?? 0), '127.0.0.1');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let cpu = process.cpuUsage();
  // LIVE_PROFILE: a CPU profile of the voting window only (not start-up, not the sockets' set-up).
  const profiler = process.env.LIVE_PROFILE ? new Session() : null;
  profiler?.connect();
  process.once('SIGTERM', async () => {
    await app.drain();
    await app.stop();
    await services.close();
    await db.close();
    process.exit(0);
  });
  process.on('message', async (message: { reset?: boolean; stats?: boolean; memory?: boolean; stop?: boolean }) => {
    if (message.reset) {
      delay.reset();
      cpu = process.cpuUsage();
      if (profiler) {
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      process.send!({ resetDone: true });
    }
    if (message.memory) {
      // Twice: what a first collection frees may let a second free more.
      for (let i = 0; i < 2; i++) {
        globalThis.gc?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      const { heapUsed, external, rss } = process.memoryUsage();
      process.send!({ heap: heapUsed + external, rss, collected: Boolean(globalThis.gc) });
    }
    if (message.stats) {
      const used = process.cpuUsage(cpu);
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(`${process.env.LIVE_PROFILE}/live-${process.pid}.cpuprofile`, JSON.stringify(profile));
      }
      process.send!({
        published,
        cpuMs: (used.user + used.system) / 1000,
        loopDelay: { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 },
      });
    }
    if (message.stop) process.exit(0);
  });
  process.send!({ port });
}
