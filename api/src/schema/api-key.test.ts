import { encodeGlobalID } from '@pothos/plugin-relay';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { graphql, graphqlResponse, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { CREATE_API_KEY, createTestKey } from '../../test/api-keys.ts';
import { API_KEY, API_KEY_MUTATION_SCOPES } from '#shared/api-key-rules';
import { hashToken } from '../auth/session-cookie.ts';

const t = useTestApp({ seed: true });
const versionGid = (id: number) => encodeGlobalID('Version', String(id));

const ADD = `mutation A($input: AddToCollectionInput!) { addToCollection(input: $input) {
  __typename ... on MutationAddToCollectionSuccess { data { item { databaseId } } } } }`;
const VIEWER = `{ viewer { username } }`;
const MY_KEYS = `{ viewer { apiKeys { id name scopes displayPrefix lastUsedAt quotaPerSecond quotaOverride } } }`;
const REVOKE = `mutation R($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) {
  __typename ... on ValidationError { fieldErrors { field code } } } }`;

let member: { id: number; cookie: string };
let versionId: string;

beforeAll(async () => {
  member = await createTestUser(t.db, 'Integrator');
  const version = await t.db.prisma.version.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'asc' } });
  versionId = versionGid(version.id);
});

describe('creating and listing keys', () => {
  it('shows the token once and stores only its hash and a short prefix', async () => {
    const key = await createTestKey(t.app, member.cookie, ['READ', 'COLLECTION'], 'Spreadsheet');
    expect(key.token).toMatch(/^cvk_[A-Za-z0-9_-]{43}$/);
    const row = await t.db.prisma.apiKey.findFirstOrThrow({ where: { name: 'Spreadsheet' } });
    expect(row.tokenHash).toBe(hashToken(key.token));
    expect(JSON.stringify(row)).not.toContain(key.token);
    expect(row.displayPrefix).toBe(key.token.slice(0, API_KEY.displayPrefixLength));
    const listed = (await graphql(t.app, MY_KEYS, {}, { cookie: member.cookie })).data.viewer.apiKeys;
    expect(listed).toContainEqual({
      id: key.id,
      name: 'Spreadsheet',
      scopes: ['READ', 'COLLECTION'],
      displayPrefix: row.displayPrefix,
      lastUsedAt: null,
      quotaPerSecond: 20,
      quotaOverride: null,
    });
    expect(JSON.stringify(listed)).not.toContain(key.token);
  });

  it('refuses a nameless key, one without scopes, and more than the most a member may hold', async () => {
    const holder = await createTestUser(t.db, 'Hoarder');
    const create = (input: object) => graphql(t.app, CREATE_API_KEY, { input }, { cookie: holder.cookie });
    expect((await create({ name: '  ', scopes: ['READ'] })).data.createApiKey.fieldErrors).toEqual([
      { field: 'name', code: 'required' },
    ]);
    expect((await create({ name: 'x', scopes: [] })).data.createApiKey.fieldErrors).toEqual([
      { field: 'scopes', code: 'required' },
    ]);
    for (let i = 0; i < API_KEY.maxPerMember; i += 1) await createTestKey(t.app, holder.cookie);
    expect((await create({ name: 'one more', scopes: ['READ'] })).data.createApiKey.fieldErrors).toEqual([
      { field: 'name', code: 'tooManyApiKeys' },
    ]);
  });

  it('gives no more than the most a member may hold to creates sent at once', async () => {
    const racer = await createTestUser(t.db, 'Racer');
    const create = () =>
      graphql(t.app, CREATE_API_KEY, { input: { name: 'k', scopes: ['READ'] } }, { cookie: racer.cookie });
    const answers = await Promise.all(Array.from({ length: API_KEY.maxPerMember + 3 }, create));
    const refused = answers.filter((answer) => answer.data.createApiKey.__typename === 'ValidationError');
    expect(refused).toHaveLength(3);
    expect(await t.db.prisma.apiKey.count({ where: { userId: racer.id } })).toBe(API_KEY.maxPerMember);
  });

  it("hides a member's keys from everyone else", async () => {
    const other = await createTestUser(t.db, 'Nosy');
    const query = `query Q($name: String!) { user(username: $name) { apiKeys { id } } }`;
    const result = await graphql(t.app, query, { name: 'Integrator' }, { cookie: other.cookie });
    expect(result.data.user.apiKeys).toBeNull();
  });
});

describe('a request with a key', () => {
  it('is its owner, whatever cookie comes along, and touches lastUsedAt', async () => {
    const key = await createTestKey(t.app, member.cookie);
    const someoneElse = await createTestUser(t.db, 'Cookie_holder');
    const result = await graphqlResponse(t.app, VIEWER, {}, { headers: { ...key.bearer, cookie: someoneElse.cookie } });
    expect(result.status).toBe(200);
    expect(result.body.data.viewer.username).toBe('Integrator');
    const row = await t.db.prisma.apiKey.findFirstOrThrow({ where: { tokenHash: hashToken(key.token) } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('is refused with 401 once its key is revoked, at once', async () => {
    const key = await createTestKey(t.app, member.cookie);
    expect((await graphqlResponse(t.app, VIEWER, {}, { headers: key.bearer })).status).toBe(200);
    const revoked = await graphql(t.app, REVOKE, { input: { apiKeyId: key.id } }, { cookie: member.cookie });
    expect(revoked.data.revokeApiKey.__typename).toBe('MutationRevokeApiKeySuccess');
    const refused = await graphqlResponse(t.app, VIEWER, {}, { headers: key.bearer });
    expect(refused.status).toBe(401);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ message: 'This API key has been revoked.', extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it("cannot revoke someone else's key", async () => {
    const key = await createTestKey(t.app, member.cookie);
    const other = await createTestUser(t.db, 'Revoker');
    const result = await graphql(t.app, REVOKE, { input: { apiKeyId: key.id } }, { cookie: other.cookie });
    expect(result.data.revokeApiKey.fieldErrors).toEqual([{ field: 'apiKeyId', code: 'notFound' }]);
  });

  it.each([
    ['no scheme', 'cvk_abc'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
    ['a token without the prefix', `Bearer ${'a'.repeat(47)}`],
    ['a short token', 'Bearer cvk_short'],
    ['an unknown key', `Bearer cvk_${'A'.repeat(43)}`],
    ['control characters', 'Bearer cvk_\u0001\u0002'],
  ])('answers 401, not 500, for %s', async (_case, authorization) => {
    const result = await graphqlResponse(t.app, VIEWER, {}, { headers: { authorization } });
    expect(result.status).toBe(401);
    expect(result.body.errors![0]!.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.body.data).toBeUndefined();
  });
});

describe('scopes', () => {
  it('lets a READ key query but not add to the collection', async () => {
    const key = await createTestKey(t.app, member.cookie, ['READ']);
    const result = await graphqlResponse(t.app, ADD, { input: { versionId } }, { headers: key.bearer });
    expect(result.status).toBe(403);
    expect(result.body.errors![0]).toMatchObject({
      message: 'addToCollection needs an API key with the COLLECTION scope.',
      extensions: { code: 'FORBIDDEN', needsScope: 'COLLECTION' },
    });
    expect(await t.db.prisma.collectionItem.count({ where: { userId: member.id } })).toBe(0);
  });

  it('lets a COLLECTION key add to the collection, but not query without READ', async () => {
    const key = await createTestKey(t.app, member.cookie, ['COLLECTION']);
    const added = await graphql(t.app, ADD, { input: { versionId } }, key.bearer);
    // Taken out again: the READ key's test checks the member's collection stays empty, in any order.
    onTestFinished(async () => {
      await t.db.prisma.collectionItem.deleteMany({ where: { userId: member.id } });
    });
    expect(added.data.addToCollection.__typename).toBe('MutationAddToCollectionSuccess');
    const read = await graphqlResponse(t.app, VIEWER, {}, { headers: key.bearer });
    expect(read.status).toBe(403);
    expect(read.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', needsScope: 'READ' });
  });

  it('refuses to every key what only a session may do: new keys, votes, account changes, subscriptions', async () => {
    const key = await createTestKey(t.app, member.cookie, ['READ', 'COLLECTION', 'WEBHOOKS']);
    const refused = [
      [CREATE_API_KEY, { input: { name: 'child', scopes: ['READ'] } }, 'createApiKey'],
      [`mutation { logOut { __typename } }`, {}, 'logOut'],
      // Hidden behind a fragment, or beside an allowed field, it is refused all the same.
      [`mutation { ...M } fragment M on Mutation { revokeOtherSessions { __typename } }`, {}, 'revokeOtherSessions'],
      [`mutation { logOut { __typename } addToCollection(input: {versionId: "x"}) { __typename } }`, {}, 'logOut'],
    ] as const;
    for (const [query, variables, field] of refused) {
      const result = await graphqlResponse(t.app, query, variables, { headers: key.bearer });
      expect(result.status).toBe(403);
      expect(result.body.errors![0]!.message).toBe(
        `${field} is not available with an API key; it needs a signed-in session.`,
      );
    }
    const subscription = await graphqlResponse(
      t.app,
      `subscription { commentAdded(requestId: "x") { id } }`,
      {},
      {
        headers: key.bearer,
      },
    );
    expect(subscription.body.errors![0]!.extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.prisma.apiKey.count({ where: { name: 'child' } })).toBe(0);
  });

  it('lets a WEBHOOKS key register a webhook, and refuses a key without that scope', async () => {
    const CREATE_WEBHOOK = `mutation W($input: CreateWebhookInput!) { createWebhook(input: $input) {
      __typename ... on MutationCreateWebhookSuccess { data { webhook { url } } } } }`;
    const input = { input: { url: 'https://hooks.example.com/cv', events: ['game.changed'] } };
    const without = await createTestKey(t.app, member.cookie, ['READ', 'COLLECTION']);
    const refused = await graphqlResponse(t.app, CREATE_WEBHOOK, input, { headers: without.bearer });
    expect(refused.status).toBe(403);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', needsScope: 'WEBHOOKS' });
    expect(await t.db.prisma.webhook.count({ where: { userId: member.id } })).toBe(0);
    const key = await createTestKey(t.app, member.cookie, ['WEBHOOKS']);
    const created = await graphql(t.app, CREATE_WEBHOOK, input, key.bearer);
    expect(created.data.createWebhook).toEqual({
      __typename: 'MutationCreateWebhookSuccess',
      data: { webhook: { url: 'https://hooks.example.com/cv' } },
    });
    await t.db.prisma.webhook.deleteMany({ where: { userId: member.id } });
  });

  it('names only mutations the schema has', () => {
    const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    const mutations = Object.keys((schema.getMutationType() as GraphQLObjectType).getFields());
    expect(Object.keys(API_KEY_MUTATION_SCOPES).filter((field) => !mutations.includes(field))).toEqual([]);
  });
});
