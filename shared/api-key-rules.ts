// Personal API keys (issue 29, part 4): what a key may do, how many a member may hold, and how
// its one quota number becomes the REST and GraphQL limits. Shared by the API (authentication,
// scope gating, the createApiKey input) and the web app (the Settings form), so both check the
// same rules. The input schemas are in api-key-input.ts.

export const API_KEY_SCOPES = ['READ', 'COLLECTION', 'WEBHOOKS'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY = {
  /** Live (unrevoked) keys one member may hold. */
  maxPerMember: 10,
  nameMinLength: 1,
  nameMaxLength: 60,
  /** Every token starts with it, so a leaked one is recognisable (secret scanners, logs). */
  tokenPrefix: 'cvk_',
  /** Random bytes behind the prefix, base64url-encoded (43 characters). */
  tokenBytes: 32,
  /** Characters of the token (prefix included) kept in clear to tell keys apart in lists. */
  displayPrefixLength: 12,
  /** lastUsedAt is written at most this often per key, so a busy key is not a write per request. */
  touchEverySeconds: 60,
  /** The highest quota an admin may give one key. */
  maxQuotaPerSecond: 10_000,
} as const;

/** A well-formed token: the prefix and 43 base64url characters. Anything else is refused unread. */
export const API_KEY_TOKEN_PATTERN = /^cvk_[A-Za-z0-9_-]{43}$/;

/**
 * One quota number per key, `q`: REST answers q requests a second (bursts up to 2q in one second
 * while the 10-second burst allowance lasts), and GraphQL spends up to q × graphqlCostPerUnit cost
 * points a second (bursts likewise). A REST page of 25 games costs about what 100 cost points buy
 * in GraphQL for a small selection, so one unit is one REST request or 100 GraphQL points.
 */
export const API_KEY_QUOTA = {
  graphqlCostPerUnit: 100,
  burstFactor: 2,
} as const;

export function apiKeyLimits(quotaPerSecond: number) {
  const { graphqlCostPerUnit, burstFactor } = API_KEY_QUOTA;
  return {
    rest: { perSecond: quotaPerSecond, burst: quotaPerSecond * burstFactor },
    graphql: {
      perSecond: quotaPerSecond * graphqlCostPerUnit,
      burst: quotaPerSecond * graphqlCostPerUnit * burstFactor,
    },
  };
}

/**
 * The mutations a key may call, and the scope each needs. Every query needs READ; a mutation
 * missing here (votes, account changes, creating keys, moderation) is refused to every key:
 * those stay with a signed-in session. A test checks each name against the schema.
 */
export const API_KEY_MUTATION_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  addToCollection: 'COLLECTION',
  updateCollectionItem: 'COLLECTION',
  removeFromCollection: 'COLLECTION',
  importCollectionRows: 'COLLECTION',
  wantVersion: 'COLLECTION',
  unwantVersion: 'COLLECTION',
  createWebhook: 'WEBHOOKS',
  deleteWebhook: 'WEBHOOKS',
};

/** The scope an operation needs: READ for queries, the map's for a mutation, null if no key may. */
export function scopeForMutation(field: string): ApiKeyScope | null {
  return Object.hasOwn(API_KEY_MUTATION_SCOPES, field) ? API_KEY_MUTATION_SCOPES[field]! : null;
}
