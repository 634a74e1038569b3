// The load `npm run outage` drives: reads (REST, GraphQL, health) and acknowledged writes (a copy
// added to a collection, each with a token in its notes), every answer recorded with its phase.

export interface Sample {
  kind: 'rest' | 'graphql' | 'health' | 'write';
  phase: string;
  startedAt: number;
  endedAt: number;
  /** 0: no HTTP answer (connection error or our own 30 s limit). */
  status: number;
  retryAfter: boolean;
  ok: boolean;
}

export interface Load {
  samples: Sample[];
  /** Tokens of the writes the server acknowledged (a Success answer). */
  acknowledged: string[];
  setPhase(phase: string): void;
  /**
   * Milliseconds from `since` until a fresh request of every kind succeeded: one of each kind
   * still failing is sent every 50 ms, without waiting for the ones in flight (the workers may be
   * held by requests the outage caught).
   */
  recovery(since: number): Promise<number | null>;
  stop(): Promise<void>;
}

const GAMES = '{ games(first: 5) { edges { node { id title } } } }';
const ADD =
  'mutation Add($input: AddToCollectionInput!) { addToCollection(input: $input) { __typename ... on MutationAddToCollectionSuccess { data { item { id } } } } }';

export function startLoad(origin: string, options: { cookie: string; versionId: string; workers: number }): Load {
  const samples: Sample[] = [];
  const acknowledged: string[] = [];
  let phase = 'before';
  let running = true;
  let written = 0;

  async function one(kind: Sample['kind']): Promise<Sample> {
    const startedAt = performance.now();
    const startPhase = phase;
    let status = 0;
    let retryAfter = false;
    let ok = false;
    try {
      const signal = AbortSignal.timeout(30_000);
      const json = { 'content-type': 'application/json' };
      let response: Response;
      if (kind === 'rest') response = await fetch(`${origin}/api/v1/games?limit=5`, { signal });
      else if (kind === 'health') response = await fetch(`${origin}/healthz`, { signal });
      else if (kind === 'graphql')
        response = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ query: GAMES }),
          signal,
        });
      else {
        const token = `outage-${process.pid}-${(written += 1)}`;
        response = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { ...json, cookie: options.cookie },
          body: JSON.stringify({ query: ADD, variables: { input: { versionId: options.versionId, notes: token } } }),
          signal,
        });
        const body = (await response.clone().json()) as { data?: { addToCollection?: { __typename?: string } } };
        if (response.status === 200 && body.data?.addToCollection?.__typename === 'MutationAddToCollectionSuccess') {
          acknowledged.push(token);
        }
      }
      status = response.status;
      retryAfter = response.headers.has('retry-after');
      const body = await response.text();
      ok = status === 200 && !(kind === 'graphql' || kind === 'write' ? /"errors"/.test(body) : false);
    } catch {
      // No answer: counted as status 0.
    }
    const sample = { kind, phase: startPhase, startedAt, endedAt: performance.now(), status, retryAfter, ok };
    samples.push(sample);
    return sample;
  }

  const kinds: Sample['kind'][] = ['rest', 'graphql', 'health', 'write'];
  const workers = Array.from({ length: options.workers }, async (_, index) => {
    for (let i = index; running; i += 1) {
      await one(kinds[i % kinds.length]!);
      // A breath between requests: refused connections answer in microseconds.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  return {
    samples,
    acknowledged,
    setPhase(next) {
      phase = next;
    },
    async recovery(since) {
      const recovered = new Map<Sample['kind'], number>();
      const probes: Promise<unknown>[] = [];
      while (recovered.size < kinds.length && performance.now() - since < 30_000) {
        for (const kind of kinds.filter((k) => !recovered.has(k))) {
          probes.push(
            one(kind).then((sample) => {
              if (sample.ok && !recovered.has(kind)) recovered.set(kind, sample.endedAt);
            }),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(probes);
      return recovered.size < kinds.length ? null : Math.round(Math.max(...recovered.values()) - since);
    },
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}
