// One autocannon run as the benches report it: requests per second, p50 and p99 latency, failures.
// autocannon runs in a worker thread of its own, so it does not share the server's event loop.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const CONNECTIONS = 10;

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** One HTTP request as the benches send it. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
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

const distinctRequest = fileURLToPath(new URL('./distinct-request.cjs', import.meta.url));
const questionsDir = mkdtempSync(path.join(tmpdir(), 'bench-questions-'));
process.once('exit', () => rmSync(questionsDir, { recursive: true, force: true }));
let files = 0;

/**
 * Like `throughput`, but every request is one of `questions` picked at random (distinct-request.cjs):
 * the run asks what an integrator walking the catalogue asks, not one question over and over.
 */
export function distinctThroughput(
  options: Omit<autocannon.Options, 'requests'>,
  questions: readonly BenchRequest[],
): Promise<Throughput> {
  const questionsFile = path.join(questionsDir, `${files++}.json`);
  writeFileSync(questionsFile, JSON.stringify(questions));
  // autocannon passes the request's own fields on to setupRequest in its worker.
  const request = { setupRequest: distinctRequest, questionsFile } as unknown as autocannon.Request;
  return throughput({ ...options, requests: [request] });
}
