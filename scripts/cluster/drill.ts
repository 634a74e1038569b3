// `npm run cluster:drill [-- --short]`: the rolling restart under load. Through nginx: 200 req/s of
// mixed reads and writes, and 500 live watchers of one request; meanwhile each instance is
// restarted in turn (SIGTERM, start, ready), twice (once with --short), each once every replica
// answers /readyz within a second, as an orchestrator's readiness probe. Passes when no request
// failed, every acknowledged write is in the database and every watcher ends with the final tally.
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import { startCluster } from './topology.ts';
import { prepareFixture, readBack } from './drill-fixture.ts';
import { startLoad } from './load.ts';
import { startWatchers } from './watchers.ts';

const short = process.argv.includes('--short');
/** `--rate N` and `--watchers N` lower the load for a small machine; the figures are the defaults. */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}
const RATE = option('--rate', 200);
const WATCHERS = option('--watchers', 500);
const ROUNDS = short ? 1 : 2;
const log = (line: string) => console.log(`[drill] ${new Date().toISOString().slice(11, 23)} ${line}`);

// One client address (nginx's) sends everything: the per-address limits would refuse the drill's
// own traffic, as they would any single client's at 200 req/s.
const cluster = await startCluster(log, {
  REST_RATE_LIMIT_PER_SECOND: '0',
  GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '0',
  WS_MAX_SOCKETS_PER_ADDRESS: String(WATCHERS * 2),
  LOG_LEVEL: 'warn',
  // For a profile of the instances, e.g. DRILL_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof".
  ...(process.env.DRILL_NODE_OPTIONS ? { NODE_OPTIONS: process.env.DRILL_NODE_OPTIONS } : {}),
});
let ok = false;
try {
  const fixture = await prepareFixture(cluster.databaseUrl, 200);
  log(`fixture: ${fixture.voters.length} voters, request ${fixture.requestId}, ${fixture.versionIds.length} versions`);
  const watch = startWatchers(
    `${cluster.url.replace('http', 'ws')}/graphql`,
    fixture.requestGlobalId,
    WATCHERS,
    fixture.voters.map((voter) => voter.cookie),
  );
  const load = startLoad(cluster.url, fixture, RATE);
  const startedAt = Date.now();
  await sleep(5000);
  const restarts: {
    instance: string;
    round: number;
    settleMs: number;
    exitMs: number;
    readyMs: number;
    exitCode: number | null;
  }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const instance of cluster.instances) {
      // A rolling restart takes the next replica down only when the cluster is healthy: the one
      // left alone during the last restart may still be working through its queue.
      const settleStarted = Date.now();
      await Promise.all(cluster.instances.map((each) => each.settled()));
      const settleMs = Date.now() - settleStarted;
      log(`round ${round}: stopping ${instance.name}`);
      const stopped = await instance.stop();
      log(`round ${round}: ${instance.name} exited, starting it`);
      const readyMs = await instance.start();
      restarts.push({ instance: instance.name, round, settleMs, exitMs: stopped.ms, readyMs, exitCode: stopped.code });
      log(
        `round ${round}: cluster settled after ${settleMs} ms; ${instance.name} exited in ${stopped.ms} ms (code ${stopped.code}), ready again in ${readyMs} ms`,
      );
      await sleep(3000);
    }
  }
  await sleep(3000);
  await load.stop();
  const loadSeconds = (Date.now() - startedAt) / 1000;

  // One last vote once every watcher is back on a socket: its event carries the final tally.
  await waitUntil(() => watch.watchers.every((w) => w.connected), 30_000);
  const last = fixture.voters[0]!;
  const settle = await fetch(`${cluster.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: last.cookie, 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({
      query: `mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename } }`,
      variables: { input: { requestId: fixture.requestGlobalId, value: 'APPROVE' } },
    }),
  });
  if (settle.ok) load.lastVote.set(last.userId, 'APPROVE');
  const db = await readBack(cluster.databaseUrl, fixture.requestId, load.itemIds);
  const final = db.tally;
  const hasFinal = () =>
    watch.watchers.filter((w) => w.tally?.approvals === final.approvals && w.tally?.rejections === final.rejections)
      .length;
  await waitUntil(() => hasFinal() === WATCHERS, 30_000);

  const votesFound = [...load.lastVote].filter(([userId, value]) => db.votes.get(userId) === value).length;
  const figures = {
    rate: RATE,
    watchers: WATCHERS,
    date: new Date().toISOString(),
    loadAverage: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    cores: os.cpus().length,
    mode: short ? 'short (one restart each)' : 'full (two restarts each)',
    loadSeconds: Math.round(loadSeconds),
    requestsSent: load.figures.sent,
    requestsFailed: load.figures.failed,
    reads: load.figures.reads,
    writesAcknowledged: load.figures.votesAcknowledged + load.figures.itemsAcknowledged,
    votesAcknowledged: load.figures.votesAcknowledged,
    votersWhoseLastAcknowledgedVoteIsStored: `${votesFound}/${load.lastVote.size}`,
    collectionItemsAcknowledged: load.figures.itemsAcknowledged,
    collectionItemsFound: db.itemsFound,
    writesSkippedAllVotersBusy: load.figures.skipped,
    answered503AndTriedAgain: load.figures.retriedAfter503,
    finalTally: final,
    watchersWithFinalTally: `${hasFinal()}/${WATCHERS}`,
    watcherReconnects: watch.watchers.reduce((sum, w) => sum + w.reconnects, 0),
    watcherEvents: watch.watchers.reduce((sum, w) => sum + w.events, 0),
    watchersRefused: watch.watchers.filter((w) => w.error).length,
    firstRefusal: watch.watchers.find((w) => w.error)?.error,
    restarts,
  };
  await watch.stop();
  console.log(JSON.stringify(figures, null, 2));
  if (load.figures.failures.length)
    console.log(`failures (first ${load.figures.failures.length}):\n  ${load.figures.failures.join('\n  ')}`);
  ok =
    load.figures.failed === 0 &&
    votesFound === load.lastVote.size &&
    db.itemsFound === load.figures.itemsAcknowledged &&
    hasFinal() === WATCHERS &&
    restarts.every((r) => r.exitCode === 0);
  log(ok ? 'PASSED' : 'FAILED');
} catch (error) {
  console.error(error);
} finally {
  await cluster.stop();
}
process.exit(ok ? 0 : 1);

async function waitUntil(check: () => boolean, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (!check() && Date.now() < deadline) await sleep(200);
}
