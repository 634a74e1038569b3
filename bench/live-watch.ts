// bench:live's watchers: a child process holding its share of the graphql-ws sockets. Each speaks
// the graphql-transport-ws protocol itself over `ws` and reads only the approvals count out of
// each update (no JSON parse, no UTF-8 validation): the watchers stand in for browsers on other
// machines, so they should take as little as possible of the two cores the server runs on. What
// they do cost is measured (process CPU) and printed beside the server's.
import WebSocket from 'ws';

export interface WatchJob {
  watchers: { port: number; cookie: string }[];
  query: string;
  variables: Record<string, unknown>;
}

const now = () => performance.timeOrigin + performance.now();
const APPROVALS = Buffer.from('"approvals":');

/** The approvals count in an update, or -1. */
function approvalsIn(data: Buffer): number {
  const at = data.indexOf(APPROVALS);
  if (at < 0) return -1;
  let value = 0;
  for (let i = at + APPROVALS.length; i < data.length; i++) {
    const digit = data[i]! - 48;
    if (digit < 0 || digit > 9) return value;
    value = value * 10 + digit;
  }
  return value;
}

/** Per watcher, the first time it saw each approvals count (an update may skip counts: coalescing). */
const seen: number[][] = [];
const sockets: WebSocket[] = [];
let cpuStart = process.cpuUsage();
let errors = 0;

/** Opens the job's sockets 50 at a time (thousands at once overflow the server's accept queue). */
async function open(job: WatchJob): Promise<void> {
  for (let from = 0; from < job.watchers.length; from += 50) await openSome(job, from, from + 50);
}

function openSome(job: WatchJob, from: number, to: number): Promise<void> {
  const watchers = job.watchers.slice(from, to);
  let pending = watchers.length;
  return new Promise((resolve) => {
    watchers.forEach(({ port, cookie }, i) => {
      const times: number[] = (seen[from + i] = []);
      const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
        headers: { cookie },
        skipUTF8Validation: true,
      });
      sockets.push(socket);
      const subscribed = () => {
        pending--;
        if (pending === 0) resolve();
      };
      socket.on('open', () => socket.send('{"type":"connection_init"}'));
      socket.on('error', (error) => {
        if (errors++ < 3) console.error('  watcher socket error:', error.message);
        subscribed();
      });
      socket.on('message', (data: Buffer) => {
        const at = now();
        const approvals = approvalsIn(data);
        if (approvals >= 0) {
          for (let level = times.length; level <= approvals; level++) times[level] = at;
          return;
        }
        const text = data.toString();
        if (text.includes('"connection_ack"')) {
          socket.send(
            JSON.stringify({ id: '1', type: 'subscribe', payload: { query: job.query, variables: job.variables } }),
          );
          subscribed();
        } else if (text.includes('"ping"')) socket.send('{"type":"pong"}');
        else if (text.includes('"error"')) {
          errors++;
          if (errors < 5) console.error('  watcher error:', text.slice(0, 300));
        }
      });
    });
  });
}

/** Milliseconds, as a sparse histogram (1 ms buckets): a few numbers instead of a million. */
function histogram(values: Iterable<number>): Record<number, number> {
  const buckets: Record<number, number> = {};
  for (const value of values) {
    const bucket = Math.max(0, Math.round(value));
    buckets[bucket] = (buckets[bucket] ?? 0) + 1;
  }
  return buckets;
}

process.on('message', async (message: any) => {
  if (message.job) {
    await open(message.job as WatchJob);
    process.send!({ opened: sockets.length, errors });
  }
  // How many watchers have seen at least this count yet.
  if (message.reached !== undefined)
    process.send!({ reachedCount: seen.filter((times) => times.length > message.reached).length });
  if (message.resetCpu) {
    cpuStart = process.cpuUsage();
    process.send!({ cpuReset: true });
  }
  if (message.published) {
    // published[level]: when an instance first published an update with at least that count;
    // acked[level]: when the vote that made that count was acknowledged to its voter (or sent).
    const { published, sent, from, to } = message as { published: number[]; sent: number[]; from: number; to: number };
    const latencies: number[] = [];
    const endToEnd: number[] = [];
    let delivered = 0;
    for (const times of seen)
      for (let level = from; level <= to; level++) {
        const at = times[level];
        if (at === undefined) continue;
        delivered++;
        if (published[level] !== undefined) latencies.push(at - published[level]!);
        if (sent[level] !== undefined) endToEnd.push(at - sent[level]!);
      }
    const cpu = process.cpuUsage(cpuStart);
    process.send!({
      delivered,
      expected: seen.length * Math.max(0, to - from + 1),
      latencies: histogram(latencies),
      endToEnd: histogram(endToEnd),
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
  }
  if (message.stop) {
    for (const socket of sockets) socket.terminate();
    setTimeout(() => process.exit(0), 100);
  }
});
process.send!({ ready: true });
