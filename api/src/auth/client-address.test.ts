// Every limit counts against the address of the client's own socket: two clients on two
// addresses have two allowances, over HTTP and over the WebSocket alike (issue 27, N12). The
// server listens on all interfaces and the clients bind 127.0.0.2 and 127.0.0.3, as two hosts would.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ADDRESS_LIMITS, type AddressLimitKind } from '#shared/address-rules';
import { LOGIN_LIMITS, PASSWORD_RESET } from '#shared/account-rules';
import { useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId, someGameIds } from '../../test/request-fixtures.ts';
import type { FailureCounter } from './rate-limits.ts';

const FIRST = '127.0.0.2';
const SECOND = '127.0.0.3';
// The GraphQL cost budget has no reset: the test that spends one uses hosts of its own, so the
// other tests find FIRST's and SECOND's budgets whole in any order.
const COSTLY_FIRST = '127.0.0.4';
const COSTLY_SECOND = '127.0.0.5';

const t = useTestApp({
  seed: true,
  env: {
    // Small enough to spend with a few requests; the GraphQL cost limit prices this file's queries.
    REST_RATE_LIMIT_PER_SECOND: '1',
    REST_RATE_LIMIT_BURST: '1',
    GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '1000',
    GRAPHQL_RATE_LIMIT_COST_BURST: '3000',
  },
});

let port: number;
let member: { id: number; cookie: string };
let requestId: number;
let gameIds: number[];
let counter = 0;

beforeAll(async () => {
  port = await t.app.app.start(0, '0.0.0.0');
  member = await createTestUser(t.db, 'FromTwoHosts');
  gameIds = await someGameIds(t.db, 6);
  requestId = await insertRequest(t.db, { gameId: gameIds[0]!, submitterId: null });
});

interface Operation {
  query: string;
  variables?: Record<string, unknown>;
}

/** One GraphQL POST from `localAddress`, as a browser on that host sends it. */
function overHttp(localAddress: string, operation: Operation, cookie?: string) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const data = JSON.stringify(operation);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

function socketClient(localAddress: string, cookie?: string): Client {
  class FromAddress extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { localAddress, headers: cookie ? { cookie } : {} });
    }
  }
  return createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: FromAddress, retryAttempts: 0 });
}

/** One operation over a graphql-ws socket from `localAddress`: its single result. */
async function overSocket(localAddress: string, operation: Operation, cookie?: string) {
  const client = socketClient(localAddress, cookie);
  try {
    const result = await client.iterate(operation).next();
    return { body: result.value as any };
  } finally {
    await client.dispose();
  }
}

const transports = { HTTP: overHttp, WebSocket: overSocket };

const PASSWORD = 'a long enough secret';

/** For each address limit: one operation it counts, and whether a member sends it. */
const limited: Record<AddressLimitKind, () => Promise<{ operation: Operation; signedIn: boolean }>> = {
  introspection: async () => ({
    signedIn: false,
    // `__type` counts as an introspection and costs little of the GraphQL budget below.
    operation: { query: `{ result: __type(name: "Query") { __typename } }` },
  }),
  signUp: async () => ({
    signedIn: false,
    operation: {
      query: `mutation ($input: SignUpInput!) { result: signUp(input: $input) { __typename } }`,
      variables: {
        input: { email: `host${(counter += 1)}@example.org`, password: PASSWORD, passwordConfirmation: PASSWORD },
      },
    },
  }),
  contact: async () => ({
    signedIn: false,
    operation: {
      query: `mutation ($input: ContactMessageInput!) { result: sendContactMessage(input: $input) { __typename } }`,
      variables: { input: { name: 'Ann', email: 'ann@example.org', subject: 'Hello', message: 'A question' } },
    },
  }),
  friendRequest: async () => {
    const friend = await createTestUser(t.db, `HostFriend${(counter += 1)}`);
    return {
      signedIn: true,
      operation: {
        query: `mutation ($input: SendFriendRequestInput!) { result: sendFriendRequest(input: $input) { __typename } }`,
        variables: { input: { userId: encodeGlobalID('User', String(friend.id)) } },
      },
    };
  },
  comment: async () => ({
    signedIn: true,
    operation: {
      query: `mutation ($input: AddCommentInput!) { result: addComment(input: $input) { __typename } }`,
      variables: { input: { requestId: requestGlobalId(requestId), body: `From a host ${(counter += 1)}` } },
    },
  }),
  requestSubmission: async () => ({
    signedIn: true,
    operation: {
      query: `mutation ($input: SubmitDeleteRequestInput!) { result: submitDeleteRequest(input: $input) { __typename } }`,
      variables: {
        input: {
          gameId: encodeGlobalID('Game', String(gameIds[((counter += 1) % (gameIds.length - 1)) + 1])),
          reason: 'Not a real game',
        },
      },
    },
  }),
};

/** Spends every point of `key`'s allowance on `counter`, as that many earlier requests would. */
async function spend(failures: FailureCounter, key: string, points: number) {
  for (let i = 0; i < points; i += 1) await failures.fail(key);
}

const refused = (body: any) => body.errors?.[0]?.extensions?.code === 'RATE_LIMITED';

describe.each(Object.entries(transports))('over %s, each client address has its own allowance', (_name, send) => {
  it.each(Object.keys(ADDRESS_LIMITS) as AddressLimitKind[])('%s', async (kind) => {
    const failures = t.app.limits.perAddress[kind];
    await Promise.all([failures.clear(FIRST), failures.clear(SECOND)]);
    await spend(failures, FIRST, ADDRESS_LIMITS[kind].points);
    const { operation, signedIn } = await limited[kind]();
    const cookie = signedIn ? member.cookie : undefined;

    expect(refused((await send(FIRST, operation, cookie)).body)).toBe(true);
    const second = await send(SECOND, (await limited[kind]()).operation, cookie);
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data.result.__typename).not.toMatch(/Error/);
  });

  it('failed logins', async () => {
    const failures = t.app.limits.loginIp;
    await Promise.all([failures.clear(FIRST), failures.clear(SECOND)]);
    await spend(failures, FIRST, LOGIN_LIMITS.ipFailures);
    const login = {
      query: `mutation ($input: LogInInput!) { result: logIn(input: $input) { __typename } }`,
      variables: { input: { login: 'nobody@example.org', password: 'wrong password here' } },
    };
    expect(refused((await send(FIRST, login)).body)).toBe(true);
    expect(refused((await send(SECOND, login)).body)).toBe(false);
  });

  it('password-reset mails', async () => {
    const failures = t.app.limits.resetRequestIp;
    await Promise.all([failures.clear(FIRST), failures.clear(SECOND)]);
    await spend(failures, FIRST, PASSWORD_RESET.requestsPerIpPerHour);
    const reset = (n: number) => ({
      query: `mutation ($input: RequestPasswordResetInput!) { result: requestPasswordReset(input: $input) { __typename } }`,
      variables: { input: { email: `reset${n}@example.org` } },
    });
    expect(refused((await send(FIRST, reset((counter += 1)))).body)).toBe(true);
    expect(refused((await send(SECOND, reset((counter += 1)))).body)).toBe(false);
  });
});

describe('the request-rate limits count per client address', () => {
  it('REST: a host over its rate is refused while another host is served', async () => {
    const get = (localAddress: string) =>
      new Promise<number>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path: '/api/v1/consoles', localAddress }, (response) => {
            response.resume();
            resolve(response.statusCode!);
          })
          .on('error', reject),
      );
    const firstHost = [await get(FIRST), await get(FIRST), await get(FIRST)];
    expect(firstHost).toContain(429);
    expect(await get(SECOND)).toBe(200);
  });

  it('GraphQL cost: a host over its budget is refused while another host is served', async () => {
    // 100 games with their versions cost over 2,000 points: a host has a burst of 3,000.
    const costly = { query: `{ games(first: 100) { edges { node { title versions { title } } } } }` };
    let firstRefused = false;
    for (let i = 0; i < 20 && !firstRefused; i += 1)
      firstRefused = (await overHttp(COSTLY_FIRST, costly)).status === 429;
    expect(firstRefused).toBe(true);
    expect((await overHttp(COSTLY_SECOND, costly)).status).toBe(200);
  });
});
