// bench:live's memory row: what an idle watcher (both of the request page's subscriptions, no
// event) costs the server, measured as heap + external after garbage collection (live-server.ts
// collects twice before it answers), and whether it is given back once the watchers have gone.
import type { ChildProcess } from 'node:child_process';
import type { WatchJob } from './live-watch.ts';
import type { Targets } from './live-report.ts';
import { ask, once, sleep, sum } from './live-children.ts';

interface MemoryRun {
  /** A fresh instance, just started. */
  server: ChildProcess;
  job: (watchers: WatchJob['watchers']) => WatchJob;
  startWatchers: (job: (process: number, processes: number) => WatchJob) => Promise<ChildProcess[]>;
  /** Members' session cookies, one per watcher (2,001). */
  watchers: string[];
  targets: Targets;
}

/** Server memory per idle watcher: heap + external after a collection, with and without them. */
export async function idleMemory({ server, job, startWatchers, watchers, targets }: MemoryRun) {
  const count = 2000;
  const { port } = await once<{ port: number }>(server, 'port');
  const measure = async () => (await ask<{ heap: number; rss: number }>([server], { memory: true }, 'heap'))[0]!;
  // Warm: one watcher's subscriptions kept, and a whole crowd come and gone, before the baseline, so
  // the code the server compiles serving a crowd (2.8 MB of V8's optimised code, found in heap
  // snapshots as what stayed above the baseline once the watchers had gone) is not counted as theirs.
  const warmClients = await startWatchers(() => job([{ ports: [port], cookie: watchers[0]!, feed: false }]));
  const crowd = () =>
    startWatchers((c, n) =>
      job(
        watchers
          .slice(1, count + 1)
          .filter((_, i) => i % n === c)
          .map((cookie) => ({ ports: [port], cookie, feed: false })),
      ),
    );
  // Idle means subscribed: until the server has acknowledged every watcher's subscription (at most
  // 60 s), so a loaded machine's subscriptions still being set up are not counted as held memory.
  const subscribed = async (clients: ChildProcess[]) => {
    for (const until = Date.now() + 60_000; Date.now() < until; await sleep(500)) {
      const answers = await ask<{ acknowledged: number }>(clients, { reached: 0 }, 'reachedCount');
      if (sum(answers, (answer) => answer.acknowledged) >= count) break;
    }
    await sleep(3000);
  };
  const leave = async (clients: ChildProcess[]) => {
    await ask(clients, { stop: true }, 'stopped');
    for (const client of clients) client.send({ exit: true });
    await sleep(3000);
  };
  const first = await crowd();
  await subscribed(first);
  await leave(first);
  const before = await measure();
  const clients = await crowd();
  await subscribed(clients);
  const held = await measure();
  await leave(clients);
  const after = await measure();
  const perWatcher = (held.heap - before.heap) / count;
  const rssPerWatcher = (held.rss - before.rss) / count;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nmemory: heap + external ${kb(before.heap)} → ${kb(held.heap)} with ${count} idle watchers → ${kb(after.heap)} after they left; RSS ${kb(before.rss)} → ${kb(held.rss)} → ${kb(after.rss)}`,
  );
  targets.check(
    `memory per idle watcher (heap + external after GC) < 20 KB`,
    perWatcher < 20 * 1024,
    `${kb(perWatcher)} (RSS ${kb(rssPerWatcher)})`,
  );
  // Slack: a tenth of what the watchers took, at least 1 MB.
  const slack = Math.max(1024 * 1024, (held.heap - before.heap) / 10);
  targets.check(
    'memory back to its baseline once the watchers have gone',
    after.heap - before.heap < slack,
    `${kb(after.heap - before.heap)} above (slack ${kb(slack)})`,
  );
  await ask(warmClients, { stop: true }, 'stopped');
  for (const client of warmClients) client.send({ exit: true });
  await new Promise((resolve) => (server.once('exit', resolve), server.send({ stop: true })));
}
