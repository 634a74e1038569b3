// One autocannon run as the benches report it: requests per second, p50 and p99 latency, failures.
// autocannon runs in a worker thread of its own, so it does not share the server's event loop.
import autocannon from 'autocannon';

export const CONNECTIONS = 10;

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** `options` adds to 10 connections, one worker and a 1 s warm-up (url, duration, requests, ...). */
export async function throughput(options: autocannon.Options): Promise<Throughput> {
  const result = await autocannon({
    connections: CONNECTIONS,
    workers: 1,
    warmup: { connections: CONNECTIONS, duration: 1 },
    ...options,
  } as autocannon.Options); // @types/autocannon lacks `warmup`
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}
