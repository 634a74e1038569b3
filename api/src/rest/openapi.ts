// The OpenAPI 3.1 document of the REST facade, built from the route table the router serves.
import { REST_PAGING } from '#shared/paging-rules';
import { GAME_COUNT } from '#shared/catalogue-rules';
import type { Config } from '../config.ts';
import type { RestParam } from './params.ts';
import { COMPONENT_SCHEMAS } from './openapi-schemas.ts';
import { REST_BURST_WINDOW_SECONDS } from './rate-limit.ts';
import { API_KEY_QUOTA, apiKeyLimits } from '#shared/api-key-rules';
import { REST_ROUTES, type RestRoute } from './routes.ts';
import { DUMP_PATHS, DUMP_SCHEMAS } from '../dumps/dump-openapi.ts';
import { CHANGE_SCHEMAS } from '../changes/change-openapi.ts';
import { FEED_START } from '../changes/change-feed.ts';

export const OPENAPI_PATH = '/api/v1/openapi.json';

type DocumentConfig = Pick<
  Config,
  'SITE_ORIGIN' | 'REST_RATE_LIMIT_PER_SECOND' | 'REST_RATE_LIMIT_BURST' | 'API_KEY_QUOTA_PER_SECOND'
>;

/** The per-key limit: counted for the key, whichever address the request comes from. */
function keyLimitText({ API_KEY_QUOTA_PER_SECOND: quota }: DocumentConfig): string {
  const { rest } = apiKeyLimits(quota);
  return `With an API key the limit is the key's own, not the address's: its quota (${quota} unless an administrator set another; each key's is shown in Settings) in requests a second, and up to ${API_KEY_QUOTA.burstFactor} times as many in one second while the burst allowance lasts (by default ${rest.perSecond} a second, bursts to ${rest.burst}).`;
}

function rateLimitText({
  REST_RATE_LIMIT_PER_SECOND: perSecond,
  REST_RATE_LIMIT_BURST: burst,
}: DocumentConfig): string {
  if (perSecond === 0) return 'Rate limit: none per client address on this server.';
  const allowance =
    burst > perSecond
      ? `, and up to ${burst} in one second while a burst allowance of ${burst - perSecond} more per ${REST_BURST_WINDOW_SECONDS} s lasts`
      : '';
  return `Rate limit: per client address, ${perSecond} requests a second${allowance}. Every response says where you stand in \`RateLimit-Policy\` and \`RateLimit\` (IETF draft-ietf-httpapi-ratelimit-headers: \`q\` quota and \`w\` window in seconds; \`r\` requests remaining and \`t\` seconds until the window resets); a 429 adds \`Retry-After\` in seconds.`;
}

const DESCRIPTION = `Read-only JSON view of the Cartridge Vault catalogue. No authentication needed; any origin may call it (CORS).

- API keys: a member's personal key (created in Settings, shown once) goes in \`Authorization: Bearer cvk_…\`; the key needs the READ scope here. An unknown, revoked or malformed key is a 401 with \`WWW-Authenticate\`, never a fallback to anonymous access.

- Methods: GET and HEAD; OPTIONS answers CORS preflights (204); anything else is 405 with an \`Allow\` header.
- Caching: every 200 carries a strong \`ETag\`; send it back in \`If-None-Match\` for a 304. Catalogue data may be cached for 60 s, random picks never.
- Paging (\`/games\`): follow each page's \`next\` link; it carries \`after\`, the last id shown, so every page seeks through the primary key and a deep page costs what the first does. \`start\` alone skips rows and is accepted up to ${REST_PAGING.maxStartWithoutAfter}; beyond that the answer is a 400 that says to follow \`next\`.
- Totals: \`total\` is exact up to ${GAME_COUNT.exactUpTo} games and an estimate beyond (\`total_kind\` says which).
- Errors: \`{ "error": "..." }\` with 400 (a bad parameter, named with its rule), 401 (a bad API key), 403 (a key without READ), 404 (an unknown id or route), 405, 429 or 500. Unknown query parameters are ignored.`;

const header = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({ description, schema });
const HEADERS = {
  RateLimit: header('Remaining requests in the policy closest to its limit, e.g. `"second";r=59;t=1`.'),
  RateLimitPolicy: header('The limits, e.g. `"second";q=60;w=1, "burst";q=60;w=10`.'),
  RetryAfter: header('Seconds to wait before trying again.', { type: 'integer', minimum: 1 }),
  ETag: header('Strong validator of the body.'),
  CacheControl: header('`public, max-age=60` for catalogue data, `no-store` for random picks and errors.'),
};
const limitHeaders = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
};
const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const errorResponse = (description: string, headers: Record<string, unknown> = limitHeaders) => ({
  description,
  headers,
  content: errorBody,
});

const RESPONSES = {
  BadRequest: errorResponse('A parameter breaks its rule; the message names both.'),
  NotFound: errorResponse('No such id.'),
  TooManyRequests: errorResponse('Rate limited.', {
    ...limitHeaders,
    'Retry-After': { $ref: '#/components/headers/RetryAfter' },
  }),
  InternalError: errorResponse('Unexpected failure; details are logged, never sent.'),
  Unauthorized: errorResponse('The API key is unknown, revoked or malformed; the message says which.', {
    ...limitHeaders,
    'WWW-Authenticate': header('`Bearer error="invalid_token"`.'),
  }),
  Forbidden: errorResponse('The API key lacks the READ scope.'),
  NotModified: { description: 'The body has not changed since the ETag in If-None-Match.', headers: limitHeaders },
};

function parameter(param: RestParam) {
  switch (param.kind) {
    case 'id':
      return {
        name: param.name,
        in: param.in,
        required: true,
        description: `${param.description}. A number no row can have (above 2147483647) is simply not found.`,
        schema: { type: 'integer', minimum: 1 },
      };
    case 'count':
      return {
        name: param.name,
        in: param.in,
        required: false,
        description: param.description,
        schema: { type: 'integer', minimum: param.min, maximum: param.max, default: param.default },
      };
    case 'text':
      return {
        name: param.name,
        in: param.in,
        required: true,
        description: param.description,
        schema: { type: 'string', minLength: 1, maxLength: param.maxLength },
      };
    case 'barcode':
      return {
        name: param.name,
        in: param.in,
        required: true,
        description: `${param.description}. 12 or 13 digits with a valid check digit; spaces and hyphens are ignored.`,
        schema: { type: 'string', pattern: '^[0-9 -]+$', minLength: 12 },
      };
    case 'position':
      return {
        name: param.name,
        in: param.in,
        required: false,
        description: param.description,
        schema: { type: 'string', pattern: '^[0-9]+-[0-9]+$', default: FEED_START },
      };
  }
}

function operation(route: RestRoute) {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  return {
    operationId: route.operationId,
    summary: route.summary,
    parameters: [...route.params.map(parameter), { $ref: '#/components/parameters/IfNoneMatch' }],
    responses: {
      200: {
        description: 'OK',
        headers: {
          ...limitHeaders,
          ETag: { $ref: '#/components/headers/ETag' },
          'Cache-Control': { $ref: '#/components/headers/CacheControl' },
        },
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${route.result}` } } },
      },
      304: ref('NotModified'),
      ...(route.params.length ? { 400: ref('BadRequest') } : {}),
      ...(route.entity ? { 404: ref('NotFound') } : {}),
      401: ref('Unauthorized'),
      403: ref('Forbidden'),
      429: ref('TooManyRequests'),
      500: ref('InternalError'),
    },
  };
}

export function openApiDocument(config: DocumentConfig) {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Cartridge Vault catalogue API',
      version: '1.0.0',
      description: `${DESCRIPTION}\n- ${rateLimitText(config)} ${keyLimitText(config)}`,
    },
    // Every route answers without a key too.
    security: [{}, { apiKey: [] }],
    servers: [{ url: config.SITE_ORIGIN }],
    paths: {
      ...Object.fromEntries(REST_ROUTES.map((route) => [route.path, { get: operation(route) }])),
      ...DUMP_PATHS,
    },
    components: {
      schemas: { ...COMPONENT_SCHEMAS, ...DUMP_SCHEMAS, ...CHANGE_SCHEMAS },
      responses: RESPONSES,
      headers: HEADERS,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'cvk_ followed by 43 base64url characters',
          description:
            "A member's personal API key. Requests with it count against the key's quota instead of the client address.",
        },
      },
      parameters: {
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'An ETag from an earlier answer.',
          schema: { type: 'string' },
        },
      },
    },
  };
}

const documents = new WeakMap<DocumentConfig, string>();

/** The document as served, built once per configuration. */
export function openApiJson(config: DocumentConfig): string {
  let json = documents.get(config);
  if (!json) {
    json = JSON.stringify(openApiDocument(config));
    documents.set(config, json);
  }
  return json;
}
