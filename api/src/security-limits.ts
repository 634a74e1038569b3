// Every limit the server holds a client to, in one place, so docs/security.md's table of them
// (Security, "Every limit") can be checked against the code (security-limits.test.ts): a limit
// added to one of these objects, or a new limit variable, fails that test until it is listed.
import { ADDRESS_LIMITS } from '#shared/address-rules';
import { EMAIL_VERIFICATION, LOGIN_LIMITS, PASSWORD_RESET } from '#shared/account-rules';
import { IMAGE_VARIANT_LIMITS } from '#shared/image-variants';
import { WEBSOCKET_MAX_MESSAGE_BYTES } from './app.ts';
import { DOCUMENT_LIMITS } from './graphql/armor.ts';
import { GRAPHQL_MAX_BODY_BYTES } from './http/body-limit.ts';
import { PARSE_CACHE_BYTES, PARSE_CACHE_TTL_MS } from './graphql/parse-caches.ts';
import { IDEMPOTENCY_LIMITS } from './graphql/idempotency-store.ts';

/** Fixed limits, by the name docs/security.md uses (`OBJECT.key`). */
export const CODE_LIMITS = {
  ADDRESS_LIMITS,
  LOGIN_LIMITS,
  PASSWORD_RESET: {
    requestsPerIpPerHour: PASSWORD_RESET.requestsPerIpPerHour,
    requestsPerEmailPerHour: PASSWORD_RESET.requestsPerEmailPerHour,
  },
  EMAIL_VERIFICATION: { resendsPerHour: EMAIL_VERIFICATION.resendsPerHour },
  IMAGE_VARIANT_LIMITS,
  IDEMPOTENCY_LIMITS,
  DOCUMENT_LIMITS,
  SIZE_LIMITS: {
    GRAPHQL_MAX_BODY_BYTES,
    WEBSOCKET_MAX_MESSAGE_BYTES,
    PARSE_CACHE_BYTES,
    PARSE_CACHE_TTL_MS,
  },
} as const;

/** Limits an operator sets (api/src/config.ts), listed with their defaults. */
export const LIMIT_VARIABLES = [
  'REST_RATE_LIMIT_PER_SECOND',
  'REST_RATE_LIMIT_BURST',
  'GRAPHQL_RATE_LIMIT_COST_PER_SECOND',
  'GRAPHQL_RATE_LIMIT_COST_BURST',
  'GRAPHQL_CACHE_MAX_BYTES',
  'GRAPHQL_CACHE_MAX_ENTRY_BYTES',
  'WS_MAX_SOCKETS_PER_ADDRESS',
  'WS_MAX_SOCKETS',
  'WS_IDLE_SECONDS',
  'DB_CONNECT_TIMEOUT_MS',
  'DB_STATEMENT_TIMEOUT_MS',
] as const;
