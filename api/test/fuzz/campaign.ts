// A fuzz campaign: N seeded hostile requests of each family against a listening app, a few at
// a time, with every bad answer kept (the request and what came back) for the report.
import fc from 'fast-check';
import { fire, judge, type Answer } from './fire.ts';
import {
  hostileGraphQLRequest,
  hostileRawRequest,
  hostileRestRequest,
  type HostileRequest,
} from './hostile-requests.ts';
import { hardeningRequest } from './hardening-requests.ts';

export interface Finding {
  family: string;
  problem: string;
  request: HostileRequest;
  answer: Answer;
}

export interface FamilyResult {
  family: string;
  sent: number;
  statuses: Record<string, number>;
  findings: Finding[];
}

export const FAMILIES = {
  rest: hostileRestRequest,
  graphql: hostileGraphQLRequest,
  raw: hostileRawRequest,
  hardening: hardeningRequest,
} satisfies Record<string, fc.Arbitrary<HostileRequest>>;

/** Sends `count` requests of one family (fixed by `seed`), `concurrency` in flight at once. */
export async function runFamily(
  port: number,
  family: keyof typeof FAMILIES,
  count: number,
  seed: number,
  concurrency = 8,
): Promise<FamilyResult> {
  const requests = fc.sample(FAMILIES[family], { numRuns: count, seed });
  const result: FamilyResult = { family, sent: 0, statuses: {}, findings: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const answer = await fire(port, request);
      result.sent += 1;
      const key = String(answer.status);
      result.statuses[key] = (result.statuses[key] ?? 0) + 1;
      const problem = judge(answer);
      if (problem) result.findings.push({ family, problem, request, answer });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/** One line per finding, short enough to read: what was sent, what came back. */
export function describeFinding(finding: Finding): string {
  const sent =
    finding.request.kind === 'raw'
      ? JSON.stringify(finding.request.bytes.slice(0, 200))
      : `${finding.request.method} ${finding.request.path.slice(0, 200)} ${JSON.stringify(finding.request.headers).slice(0, 200)} ${JSON.stringify(String(finding.request.body ?? '').slice(0, 300))}`;
  return `[${finding.family}] ${finding.problem}: ${sent} -> ${finding.answer.status} ${finding.answer.body.slice(0, 300)}`;
}
