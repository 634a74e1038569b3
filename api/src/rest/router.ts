// The public, read-only REST facade under /api/v1: no session, no cookies, JSON in the shapes of
// openapi.ts, conditional GETs, CORS for any origin, and a request limit per client address, or per
// personal API key when the request sends one (`Authorization: Bearer cvk_…`).
import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeNodeClient } from '../auth/client.ts';
import { authenticateKey } from '../api-keys/api-key-auth.ts';
import {
  DATABASE_UNAVAILABLE_HEADERS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';
import type { AppServices } from '../context.ts';
import { BadParamError, readParam, type ParamValue } from './params.ts';
import { imageBase } from './queries.ts';
import { matchRoute } from './routes.ts';
import { openApiJson, OPENAPI_PATH } from './openapi.ts';

const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
/** The document changes only with a deployment. */
const CACHE_DOCUMENT = 'public, max-age=3600';
const JSON_TYPE = 'application/json; charset=utf-8';

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

const failure = (status: number, error: string, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'cache-control': 'no-store', ...headers },
  body: JSON.stringify({ error }),
});

export async function serveRest(services: AppServices, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let reply: Reply;
  try {
    // A request with an API key spends its key's budget; one without (or with a bad key), its address's.
    const auth = await authenticateKey(services.db, req.headers.authorization);
    const limit =
      auth.kind === 'key'
        ? await services.keyRateLimits.rest(auth.viewer.apiKey)
        : services.restRateLimit &&
          (await services.restRateLimit.take(describeNodeClient(req, services.config.TRUST_PROXY).ip));
    for (const [name, value] of Object.entries(limit?.headers ?? {})) res.setHeader(name, value);
    if (limit && !limit.allowed)
      reply = failure(429, `Too many requests; try again in ${limit.headers['retry-after']} s`);
    else if (auth.kind === 'refused')
      reply = failure(401, auth.message, { 'www-authenticate': 'Bearer error="invalid_token"' });
    else if (auth.kind === 'key' && !auth.viewer.apiKey.scopes.includes('READ'))
      reply = failure(403, 'The REST API needs an API key with the READ scope.');
    else reply = await answer(services, req);
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      reply = failure(503, DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_HEADERS);
    } else {
      console.error(`REST ${req.method} ${req.url} failed:`, error);
      reply = failure(500, 'Internal server error');
    }
  }
  send(req, res, reply);
}

async function answer(services: AppServices, req: IncomingMessage): Promise<Reply> {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const match = path === OPENAPI_PATH ? null : matchRoute(path);
  if (!match && path !== OPENAPI_PATH)
    return failure(404, `No route ${path}; the routes are described at ${OPENAPI_PATH}`);
  if (req.method === 'OPTIONS') {
    return {
      status: 204,
      headers: {
        'access-control-allow-methods': ALLOWED_METHODS,
        // Any header may come along (If-None-Match, tracing): nothing here reads credentials.
        ...(req.headers['access-control-request-headers']
          ? { 'access-control-allow-headers': req.headers['access-control-request-headers'] }
          : {}),
        'access-control-max-age': '86400',
      },
    };
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return failure(405, `${req.method} is not allowed; use GET`, { allow: ALLOWED_METHODS });
  }
  if (!match) return fresh(req, openApiJson(services.config), CACHE_DOCUMENT);

  const { route, pathParams } = match;
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const args: Record<string, ParamValue> = {};
  for (const param of route.params) {
    const read = readParam(param, param.in === 'path' ? (pathParams[param.name] ?? null) : query.get(param.name));
    if (!read.ok) return failure(400, read.error);
    args[param.name] = read.value;
  }
  let body: string | null;
  try {
    body = await route.run(services.db, imageBase(services.config.SITE_ORIGIN), args);
  } catch (error) {
    if (error instanceof BadParamError) return failure(400, error.message);
    throw error;
  }
  if (body === null) {
    const id = route.params.find((param) => param.kind === 'id')!;
    return failure(404, `${route.entity} ${pathParams[id.name]} not found`);
  }
  return fresh(req, body, route.cacheControl);
}

/** 200 with a strong ETag, or 304 when the client already holds this body. */
function fresh(req: IncomingMessage, body: string, cacheControl: string): Reply {
  const etag = `"${hash('sha1', body, 'base64url')}"`;
  const headers = { etag, 'cache-control': cacheControl };
  return etagMatches(req.headers['if-none-match'], etag) ? { status: 304, headers } : { status: 200, headers, body };
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x". */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (res.headersSent) return void res.end();
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', 'ETag, RateLimit, RateLimit-Policy, Retry-After, WWW-Authenticate');
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.body === undefined) {
    res.writeHead(reply.status).end();
    return;
  }
  res.setHeader('content-type', JSON_TYPE);
  res.setHeader('content-length', Buffer.byteLength(reply.body));
  res.writeHead(reply.status);
  // Node sends no body for HEAD; the length is still the GET's.
  res.end(req.method === 'HEAD' ? undefined : reply.body);
}
