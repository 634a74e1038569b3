// The drill's load through nginx: a steady rate of mixed requests. Reads are GETs (a page, REST,
// a GraphQL query), which nginx may retry on the other instance; writes are POSTed mutations
// (votes, collection additions) with an Idempotency-Key each, as the web app sends them, which
// nginx replays on the other instance only when the first could not answer. Like the web app,
// a 503 (the database briefly out of reach) is tried again after its Retry-After, a write with
// the same key; such retries are counted apart. Each voter has at most one write in flight, so
// its last acknowledged vote is the one the database must hold.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Fixture, Voter } from './drill-fixture.ts';

const CAST_VOTE = `mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename ... on MutationCastVoteSuccess { data { approvals rejections } } } }`;
const ADD = `mutation ($input: AddToCollectionInput!) { addToCollection(input: $input) { __typename ... on MutationAddToCollectionSuccess { data { item { databaseId } } } } }`;
const READS = [
  '/',
  '/api/v1/consoles',
  `/graphql?query=${encodeURIComponent('{ consoles(first: 3) { edges { node { name } } } }')}`,
];

/** The one field each mutation selects: its result's type, and the success's payload. */
type MutationData = Record<string, { __typename: string; data?: { item?: { databaseId: number } } }>;

export interface LoadFigures {
  sent: number;
  failed: number;
  failures: string[];
  reads: number;
  votesAcknowledged: number;
  itemsAcknowledged: number;
  /** Writes skipped because every voter had one in flight. */
  skipped: number;
  /** 503 answers tried again after their Retry-After (the web app does the same). */
  retriedAfter503: number;
}

/** The web app's wait for a 503 (web/src/relay/catalogue-availability.ts): Retry-After, at most 5 s. */
const retryAfterMs = (response: Response) => Math.min(Number(response.headers.get('retry-after')) || 1, 5) * 1000;

export function startLoad(base: string, fixture: Fixture, ratePerSecond: number) {
  const figures: LoadFigures = {
    sent: 0,
    failed: 0,
    failures: [],
    reads: 0,
    votesAcknowledged: 0,
    itemsAcknowledged: 0,
    skipped: 0,
    retriedAfter503: 0,
  };
  const lastVote = new Map<number, string>();
  const itemIds: number[] = [];
  const busy = new Set<Voter>();
  const inFlight = new Set<Promise<void>>();
  let tick = 0;

  const fail = (what: string) => {
    figures.failed += 1;
    if (figures.failures.length < 20) figures.failures.push(what);
  };
  const track = (promise: Promise<void>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };
  const idleVoter = (): Voter | undefined => {
    for (let tries = 0; tries < 8; tries++) {
      const voter = fixture.voters[Math.floor(Math.random() * fixture.voters.length)]!;
      if (!busy.has(voter)) return voter;
    }
    return undefined;
  };
  /** fetch, tried again after a 503's Retry-After as the web app does (the same init: the same key). */
  async function fetchRetrying503(url: string, init?: RequestInit): Promise<Response> {
    for (let tries = 1; ; tries++) {
      const response = await fetch(url, init);
      if (response.status !== 503 || tries === 5) return response;
      figures.retriedAfter503 += 1;
      await response.arrayBuffer();
      await sleep(retryAfterMs(response));
    }
  }
  async function mutate(voter: Voter, query: string, variables: object): Promise<MutationData> {
    const response = await fetchRetrying503(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: voter.cookie,
        'x-graphql-yoga-csrf': '1',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ query, variables }),
    });
    if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 120)}`);
    const body = (await response.json()) as { data: MutationData; errors?: unknown };
    if (body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors).slice(0, 200)}`);
    return body.data;
  }

  function send() {
    const kind = tick++ % 20;
    if (kind < 12) {
      const path = READS[kind % READS.length]!;
      figures.sent += 1;
      track(
        fetchRetrying503(`${base}${path}`)
          .then(async (response) => {
            await response.arrayBuffer();
            if (!response.ok) fail(`GET ${path}: ${response.status}`);
            else figures.reads += 1;
          })
          .catch((error: Error) => fail(`GET ${path}: ${error.message}`)),
      );
      return;
    }
    const voter = idleVoter();
    if (!voter) return void (figures.skipped += 1);
    busy.add(voter);
    figures.sent += 1;
    const write =
      kind < 17
        ? (async () => {
            const value = Math.random() < 0.5 ? 'APPROVE' : 'REJECT';
            const data = await mutate(voter, CAST_VOTE, { input: { requestId: fixture.requestGlobalId, value } });
            if (data.castVote!.__typename !== 'MutationCastVoteSuccess') throw new Error(data.castVote!.__typename);
            lastVote.set(voter.userId, value);
            figures.votesAcknowledged += 1;
          })()
        : (async () => {
            const versionId = fixture.versionIds[Math.floor(Math.random() * fixture.versionIds.length)]!;
            const data = await mutate(voter, ADD, { input: { versionId } });
            if (data.addToCollection!.__typename !== 'MutationAddToCollectionSuccess')
              throw new Error(data.addToCollection!.__typename);
            itemIds.push(data.addToCollection!.data!.item!.databaseId);
            figures.itemsAcknowledged += 1;
          })();
    track(write.catch((error: Error) => fail(`write: ${error.message}`)).finally(() => busy.delete(voter)));
  }

  // Requests due by the clock are sent, so a slow tick does not lower the rate.
  const started = Date.now();
  let due = 0;
  const timer = setInterval(() => {
    const target = Math.floor(((Date.now() - started) / 1000) * ratePerSecond);
    while (due < target) {
      due += 1;
      send();
    }
  }, 5);

  return {
    figures,
    lastVote,
    itemIds,
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
