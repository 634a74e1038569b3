// Personal API keys (shared/api-key-rules.ts): a member creates, lists and revokes their own in
// Settings; an administrator lists everyone's and sets a key's quota. Authentication with a key
// is api-keys/use-api-keys.ts (GraphQL) and rest/router.ts (REST).
import { builder } from '../builder.ts';
import { InputError, parseInput, problem, rowId } from '../domain/validation.ts';
import { requireViewer, type Context } from '../context.ts';
import { LIMITS } from '#shared/rules';
import { API_KEY, API_KEY_QUOTA, API_KEY_SCOPES } from '#shared/api-key-rules';
import { createApiKeyInput, setApiKeyQuotaInput } from '#shared/api-key-input';
import { newApiKeyToken } from '../api-keys/api-key-auth.ts';
import { UserNode } from './user.ts';
import { whileMemberLocked } from '../db/member-lock.ts';

export const ApiKeyScopeEnum = builder.enumType('ApiKeyScope', {
  values: API_KEY_SCOPES,
  description: 'What a personal API key may do: READ (every query, the REST API), COLLECTION, WEBHOOKS.',
});

const ApiKeyNode = builder.prismaNode('ApiKey', {
  id: { field: 'id' },
  // Also reachable through node(id:): its owner's and administrators' only.
  authScopes: (key, ctx) => key.userId === ctx.viewer?.id || ctx.viewer?.role === 'ADMIN',
  fields: (t) => ({
    name: t.exposeString('name'),
    displayPrefix: t.exposeString('displayPrefix', { description: 'The token\'s first characters ("cvk_…").' }),
    scopes: t.expose('scopes', { type: [ApiKeyScopeEnum] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: `Updated at most every ${API_KEY.touchEverySeconds} s.`,
    }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    quotaPerSecond: t.int({
      description: `REST requests a second (GraphQL: ${API_KEY_QUOTA.graphqlCostPerUnit} cost points per unit), counted for this key alone.`,
      select: { quotaPerSecond: true },
      resolve: (key, _args, ctx) => key.quotaPerSecond ?? ctx.config.API_KEY_QUOTA_PER_SECOND,
    }),
    quotaOverride: t.exposeInt('quotaPerSecond', {
      nullable: true,
      description: "An administrator's quota for this key; null when it has the default.",
    }),
    owner: t.relation('user'),
  }),
});

const CreatedApiKeyRef = builder.objectRef<{ token: string; keyId: number; userId: number }>('CreatedApiKey');
CreatedApiKeyRef.implement({
  description: 'A new key. The token is shown this once: only its hash is stored.',
  fields: (t) => ({
    token: t.exposeString('token'),
    apiKey: t.prismaField({
      type: 'ApiKey',
      resolve: (query, created, _args, ctx) =>
        ctx.prisma.apiKey.findUniqueOrThrow({ ...query, where: { id: created.keyId } }),
    }),
    owner: t.prismaField({
      type: 'User',
      description: 'The owner, to refresh their list of keys.',
      resolve: (query, created, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: created.userId } }),
    }),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  apiKeys: t.relation('apiKeys', {
    nullable: true,
    authScopes: (user: { id: number }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id,
    unauthorizedResolver: () => null,
    description: "The user's own live (unrevoked) API keys, newest first; null for anyone else.",
    query: { where: { revokedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  }),
}));

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    scopes: t.field({ type: [ApiKeyScopeEnum], required: true }),
  }),
});

const RevokeApiKeyInput = builder.inputType('RevokeApiKeyInput', {
  fields: (t) => ({ apiKeyId: t.globalID({ required: true, for: ApiKeyNode }) }),
});

const SetApiKeyQuotaInput = builder.inputType('SetApiKeyQuotaInput', {
  fields: (t) => ({
    apiKeyId: t.globalID({ required: true, for: ApiKeyNode }),
    quotaPerSecond: t.int({ description: 'Null gives the key the default quota (API_KEY_QUOTA_PER_SECOND).' }),
  }),
});

builder.queryFields((t) => ({
  apiKeys: t.prismaConnection({
    type: 'ApiKey',
    cursor: 'id',
    authScopes: { admin: true },
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 25,
    description: "Every member's live API keys, most recently used first. Administrators only.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.apiKey.findMany({
        ...query,
        where: { revokedAt: null },
        orderBy: [{ lastUsedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
      }),
  }),
}));

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKeyRef,
    authScopes: { loggedIn: true },
    description: `Creates a personal API key (at most ${API_KEY.maxPerMember} live ones). Its token is in this answer only.`,
    errors: { types: [InputError] },
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const values = parseInput(createApiKeyInput, input);
      const { token, tokenHash, displayPrefix } = newApiKeyToken();
      // Counted under the member's row lock, so two creates at once cannot both take the last place.
      const key = await whileMemberLocked(ctx.prisma, viewer.id, async (tx) => {
        const live = await tx.apiKey.count({ where: { userId: viewer.id, revokedAt: null } });
        if (live >= API_KEY.maxPerMember) return null;
        return tx.apiKey.create({
          data: { userId: viewer.id, name: values.name, scopes: values.scopes, tokenHash, displayPrefix },
          select: { id: true },
        });
      });
      if (!key)
        throw problem('name', 'tooManyApiKeys', `You already have ${API_KEY.maxPerMember} API keys; revoke one first`);
      return { token, keyId: key.id, userId: viewer.id };
    },
  }),

  revokeApiKey: t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    description: 'Revokes one of my API keys: requests with it are refused (401) from now on.',
    errors: { types: [InputError] },
    args: { input: t.arg({ type: RevokeApiKeyInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const id = rowId(input.apiKeyId.id);
      const { count } =
        id === null
          ? { count: 0 }
          : await ctx.prisma.apiKey.updateMany({
              where: { id, userId: viewer.id, revokedAt: null },
              data: { revokedAt: new Date() },
            });
      if (count === 0) throw problem('apiKeyId', 'notFound', 'There is no such API key');
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.id } });
    },
  }),

  setApiKeyQuota: t.prismaField({
    type: 'ApiKey',
    authScopes: { admin: true },
    description: `Sets a key's quota (REST requests a second; GraphQL ${API_KEY_QUOTA.graphqlCostPerUnit} cost points each), or null for the default.`,
    errors: { types: [InputError] },
    args: { input: t.arg({ type: SetApiKeyQuotaInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { quotaPerSecond } = parseInput(setApiKeyQuotaInput, { quotaPerSecond: input.quotaPerSecond ?? null });
      const id = rowId(input.apiKeyId.id);
      const { count } =
        id === null ? { count: 0 } : await ctx.prisma.apiKey.updateMany({ where: { id }, data: { quotaPerSecond } });
      if (count === 0) throw problem('apiKeyId', 'notFound', 'There is no such API key');
      return ctx.prisma.apiKey.findUniqueOrThrow({ ...query, where: { id: id! } });
    },
  }),
}));
