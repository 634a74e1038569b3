// What Lighthouse's simulated largest paint counts, read from a run's own trace and network log
// with Lighthouse's own simulation (Lantern), and what it gives without the app's scripts.
//
// Lantern estimates the largest paint by replaying, over simulated slow 4G, every request that had
// finished before the paint the browser really made. It leaves out a script only when it sees that
// script evaluated after that paint, and it looks for that in EvaluateScript trace events. Chromium
// records a module script's evaluation as v8.evaluateModule, which names no URL, so every module
// script that arrived before the real paint is counted as needed for it. On 127.0.0.1 they all
// arrive before it, the framework chunk too, although the server's HTML, stylesheets and fonts are
// all the paint uses: pages read fully without script (e2e/no-javascript.spec.ts).
import type { Result } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

export interface RequestCount {
  requests: number;
  kilobytes: number;
}

export interface LcpAccount {
  /** Lantern's largest paint, as the report gives it. */
  simulatedMs: number;
  /** The requests its estimate includes. */
  counted: RequestCount;
  /** Of those, the app's scripts (modules and their preloads). */
  scripts: RequestCount;
  /** The same simulation with the scripts' requests taken out of the network log. */
  withoutScriptsMs: number;
}

interface DevtoolsEvent {
  method: string;
  params: { requestId?: string; type?: string };
}

interface NetworkNode {
  type: string;
  request: { resourceType?: string; transferSize?: number };
}

interface LanternResult {
  timing: number;
  pessimisticGraph: { traverse(visit: (node: NetworkNode) => void): void };
}

/** The artifacts of a run that Lantern reads (part of Lighthouse's `result.artifacts`). */
interface RunArtifacts {
  Trace: unknown;
  DevtoolsLog: unknown;
  GatherContext: unknown;
  URL: unknown;
  SourceMaps?: unknown;
}

async function simulate(artifacts: RunArtifacts, devtoolsLog: DevtoolsEvent[], settings: Result['configSettings']) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  // A cache of its own each time: Lighthouse's computed artifacts are memoised by their inputs.
  const request = LanternLargestContentfulPaint.request as unknown as (
    input: typeof data,
    context: { computedCache: Map<string, unknown> },
  ) => Promise<LanternResult>;
  return request(data, { computedCache: new Map() });
}

function count(result: LanternResult, only: (node: NetworkNode) => boolean): RequestCount {
  let requests = 0;
  let bytes = 0;
  result.pessimisticGraph.traverse((node) => {
    if (node.type !== 'network' || !only(node)) return;
    requests += 1;
    bytes += node.request.transferSize ?? 0;
  });
  return { requests, kilobytes: Math.round(bytes / 1024) };
}

/** The account of one run's largest paint. */
export async function accountForLcp(artifacts: RunArtifacts, settings: Result['configSettings']): Promise<LcpAccount> {
  const devtoolsLog = artifacts.DevtoolsLog as DevtoolsEvent[];
  const simulated = await simulate(artifacts, devtoolsLog, settings);
  const scriptRequests = new Set(
    devtoolsLog
      .filter((event) => event.method === 'Network.requestWillBeSent' && event.params.type === 'Script')
      .map((event) => event.params.requestId),
  );
  const withoutScripts = await simulate(
    artifacts,
    devtoolsLog.filter((event) => !scriptRequests.has(event.params.requestId)),
    settings,
  );
  return {
    simulatedMs: simulated.timing,
    counted: count(simulated, () => true),
    scripts: count(simulated, (node) => node.request.resourceType === 'Script'),
    withoutScriptsMs: withoutScripts.timing,
  };
}

/** One line for a row's diagnostics. */
export function describeAccount(account: LcpAccount): string {
  const kb = (c: RequestCount) => `${c.requests} requests, ${c.kilobytes} KB`;
  return (
    `simulated LCP ${(account.simulatedMs / 1000).toFixed(2)} s counts ${kb(account.counted)}, ` +
    `of them scripts ${kb(account.scripts)}; without the scripts ${(account.withoutScriptsMs / 1000).toFixed(2)} s`
  );
}
