// Who a request with `Authorization: Bearer cvk_…` is: the key's owner, carrying the key's id,
// scopes and quota. Used by the REST facade and GraphQL over HTTP alike; a request with a key
// is never read for cookies (api/src/context.ts).
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Role } from '#shared/account-rules';
import { API_KEY, API_KEY_TOKEN_PATTERN, type ApiKeyScope } from '#shared/api-key-rules';
import { hashToken } from '../auth/session-cookie.ts';
import type { Viewer } from '../auth/viewer.ts';

/** What a key lets its request do: read by scope gating and the per-key limits. */
export interface ApiKeyGrant {
  id: number;
  scopes: ApiKeyScope[];
  /** The admin's override, or null for API_KEY_QUOTA_PER_SECOND. */
  quotaPerSecond: number | null;
}

export type KeyAuthentication =
  { kind: 'none' } | { kind: 'key'; viewer: Viewer & { apiKey: ApiKeyGrant } } | { kind: 'refused'; message: string };

/** A fresh token and what is stored of it: the token is shown once, only its hash is kept. */
export function newApiKeyToken(): { token: string; tokenHash: string; displayPrefix: string } {
  const token = `${API_KEY.tokenPrefix}${randomBytes(API_KEY.tokenBytes).toString('base64url')}`;
  return { token, tokenHash: hashToken(token), displayPrefix: token.slice(0, API_KEY.displayPrefixLength) };
}

/** The token of an Authorization header, or the reason it carries none the server takes. */
export function readBearer(header: string | null | undefined): { token: string } | { refused: string } | null {
  if (header === null || header === undefined) return null;
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  if (!match) return { refused: 'The Authorization header must be "Bearer" followed by an API key (cvk_…).' };
  if (!API_KEY_TOKEN_PATTERN.test(match[1]!)) return { refused: 'This is not an API key: keys start with cvk_.' };
  return { token: match[1]! };
}

interface KeyRow {
  keyId: number;
  scopes: ApiKeyScope[];
  quotaPerSecond: number | null;
  lastUsedAt: Date | string | null;
  revokedAt: Date | string | null;
  id: number;
  username: string;
  role: Role;
  emailVerified: boolean;
}

// The scopes as JSON: both drivers hand that back as an array (an enum array's text form,
// "{READ,COLLECTION}", is what PGlite gives for the array itself). Prepared once per connection.
const KEY_SQL = `SELECT k.id AS "keyId", to_jsonb(k.scopes) AS scopes, k."quotaPerSecond", k."lastUsedAt",
  k."revokedAt", u.id, u.username, u.role::text AS role, u."emailVerifiedAt" IS NOT NULL AS "emailVerified"
  FROM "ApiKey" k JOIN "User" u ON u.id = k."userId" WHERE k."tokenHash" = $1`;

/**
 * The request's key and its owner in one statement; lastUsedAt is written only when it is more
 * than API_KEY.touchEverySeconds old, so a busy key costs no write per request.
 */
export async function authenticateKey(
  db: Pick<Database, 'prisma' | 'sql'>,
  authorization: string | null | undefined,
  now = new Date(),
): Promise<KeyAuthentication> {
  const bearer = readBearer(authorization);
  if (!bearer) return { kind: 'none' };
  if ('refused' in bearer) return { kind: 'refused', message: bearer.refused };
  const [row] = await db.sql.query<KeyRow>(KEY_SQL, [hashToken(bearer.token)], { prepare: true });
  if (!row) return { kind: 'refused', message: 'Unknown API key.' };
  if (row.revokedAt) return { kind: 'refused', message: 'This API key has been revoked.' };
  const lastUsed = row.lastUsedAt ? new Date(row.lastUsedAt).getTime() : null;
  if (lastUsed === null || now.getTime() - lastUsed >= API_KEY.touchEverySeconds * 1000) {
    await db.prisma.apiKey.update({ where: { id: row.keyId }, data: { lastUsedAt: now } });
  }
  return {
    kind: 'key',
    viewer: {
      id: row.id,
      username: row.username,
      role: row.role,
      emailVerified: row.emailVerified,
      sessionId: null,
      apiKey: { id: row.keyId, scopes: row.scopes, quotaPerSecond: row.quotaPerSecond },
    },
  };
}
