import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { countStatements, graphql } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { createTestKey } from '../../test/api-keys.ts';
import { hashToken } from '../auth/session-cookie.ts';
import { useRestServer } from '../rest/test-server.ts';

// Addresses: 2 REST requests a second and no burst. Keys: quota 1, so 1 a second and a burst to 2.
const server = useRestServer({
  env: {
    REST_RATE_LIMIT_PER_SECOND: '2',
    REST_RATE_LIMIT_BURST: '2',
    API_KEY_QUOTA_PER_SECOND: '1',
    TRUST_PROXY: 'true',
  },
});

let clients = 0;
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${(clients += 1)}` });
const SET_QUOTA = `mutation S($input: SetApiKeyQuotaInput!) { setApiKeyQuota(input: $input) {
  __typename ... on MutationSetApiKeyQuotaSuccess { data { quotaPerSecond quotaOverride } }
  ... on ValidationError { fieldErrors { field code } } } }`;
const GAMES = '/api/v1/games?length=1';

let member: { id: number; cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  member = await createTestUser(server.db, 'Quota_member');
  admin = await createTestUser(server.db, 'Quota_admin', { role: 'ADMIN' });
});

// The in-memory counters expire by Date.now(): a clock that stands still keeps every request of a
// test in one second, however slow the machine.
const holdTheClock = () => vi.useFakeTimers({ toFake: ['Date'] });
afterEach(() => void vi.useRealTimers());

const statuses = async (count: number, headers: Record<string, string>) => {
  const answers = [];
  for (let i = 0; i < count; i += 1) answers.push((await server.get(GAMES, headers)).status);
  return answers;
};

describe('REST with an API key', () => {
  it('answers with the key, and 401 with a JSON error for a bad one', async () => {
    const key = await createTestKey(server.graphqlApp, member.cookie);
    expect((await server.get(GAMES, { ...newAddress(), ...key.bearer })).status).toBe(200);
    for (const authorization of ['Bearer nonsense', 'Basic abc', `Bearer cvk_${'z'.repeat(43)}`]) {
      const refused = await server.get(GAMES, { ...newAddress(), authorization });
      expect(refused.status).toBe(401);
      expect(refused.body.error).toMatch(/API key|Authorization/);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    }
  });

  it('is refused at once after the key is revoked', async () => {
    const key = await createTestKey(server.graphqlApp, member.cookie);
    await server.graphqlApp.db.prisma.apiKey.updateMany({
      where: { tokenHash: hashToken(key.token) },
      data: { revokedAt: new Date() },
    });
    const refused = await server.get(GAMES, { ...newAddress(), ...key.bearer });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'This API key has been revoked.' });
  });

  it('refuses a key without the READ scope', async () => {
    const key = await createTestKey(server.graphqlApp, member.cookie, ['COLLECTION']);
    const refused = await server.get(GAMES, { ...newAddress(), ...key.bearer });
    expect(refused.status).toBe(403);
  });
});

describe('per-key quotas', () => {
  it("gives two keys from one address budgets of their own, and spends none of the address's", async () => {
    holdTheClock();
    const address = newAddress();
    const [first, second] = [
      await createTestKey(server.graphqlApp, member.cookie),
      await createTestKey(server.graphqlApp, member.cookie),
    ];
    expect(await statuses(3, { ...address, ...first!.bearer })).toEqual([200, 200, 429]);
    expect(await statuses(3, { ...address, ...second!.bearer })).toEqual([200, 200, 429]);
    expect(await statuses(3, address)).toEqual([200, 200, 429]);
  });

  it("states the key's policy in the RateLimit headers, on REST and GraphQL", async () => {
    const key = await createTestKey(server.graphqlApp, member.cookie);
    const rest = await server.get(GAMES, { ...newAddress(), ...key.bearer });
    expect(rest.headers.get('ratelimit-policy')).toBe('"second";q=1;w=1, "burst";q=1;w=10');
    const graphqlAnswer = await server.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...newAddress(), ...key.bearer },
      body: JSON.stringify({ query: '{ viewer { username } }' }),
    });
    expect(graphqlAnswer.body.data.viewer.username).toBe('Quota_member');
    expect(graphqlAnswer.headers.get('ratelimit-policy')).toBe('"second";q=100;w=1, "burst";q=100;w=10');
  });

  it("lets an admin set a key's quota, and back to the default; a member may not", async () => {
    holdTheClock();
    const key = await createTestKey(server.graphqlApp, member.cookie);
    const set = (cookie: string, quotaPerSecond: number | null) =>
      graphql(server.graphqlApp, SET_QUOTA, { input: { apiKeyId: key.id, quotaPerSecond } }, { cookie });
    const refused = await set(member.cookie, 50);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await set(admin.cookie, 0)).data.setApiKeyQuota.fieldErrors).toEqual([
      { field: 'quotaPerSecond', code: 'tooShort' },
    ]);
    expect((await set(admin.cookie, 3)).data.setApiKeyQuota.data).toEqual({ quotaPerSecond: 3, quotaOverride: 3 });
    const address = newAddress();
    expect(await statuses(7, { ...address, ...key.bearer })).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // (The GraphQL app that answers has the default configuration's quota.)
    expect((await set(admin.cookie, null)).data.setApiKeyQuota.data).toEqual({
      quotaPerSecond: 20,
      quotaOverride: null,
    });
    const back = await server.get(GAMES, { ...address, ...key.bearer });
    expect(back.headers.get('ratelimit-policy')).toBe('"second";q=1;w=1, "burst";q=1;w=10');
  });
});

describe('lastUsedAt', () => {
  it('is written at most once a minute per key', async () => {
    const key = await createTestKey(server.graphqlApp, member.cookie);
    const where = { tokenHash: hashToken(key.token) };
    const lastUsed = async () => (await server.db.prisma.apiKey.findFirstOrThrow({ where })).lastUsedAt;
    await server.get(GAMES, { ...newAddress(), ...key.bearer });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await server.get(GAMES, { ...newAddress(), ...key.bearer });
    expect(await lastUsed()).toEqual(first);
    // Used two minutes ago: the next request writes the time again.
    const earlier = new Date(Date.now() - 120_000);
    await server.db.prisma.apiKey.updateMany({ where, data: { lastUsedAt: earlier } });
    await server.get(GAMES, { ...newAddress(), ...key.bearer });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(earlier.getTime());
  });

  it('costs a recently used key exactly one statement a request: the lookup', async () => {
    const key = await createTestKey(server.graphqlApp, member.cookie);
    await server.get(GAMES, { ...newAddress(), ...key.bearer });
    const anonymous = await countStatements(server.db, () => server.get(GAMES, newAddress()));
    const keyed = await countStatements(server.db, () => server.get(GAMES, { ...newAddress(), ...key.bearer }));
    expect(keyed).toBe(anonymous + 1);
  });
});

describe('the WebSocket', () => {
  it('refuses an upgrade that carries an API key with 401: subscriptions are for signed-in browsers', async () => {
    const key = await createTestKey(server.graphqlApp, member.cookie);
    const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: key.bearer,
    });
    const outcome = await new Promise<number | 'open'>((resolve) => {
      socket.once('open', () => resolve('open'));
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode!));
      socket.once('error', () => resolve(0));
    });
    socket.terminate();
    expect(outcome).toBe(401);
  });
});
