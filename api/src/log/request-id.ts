// The request id: nginx's `$request_id` arrives in X-Request-Id (deploy/nginx.conf), so the proxy's
// access log and the app's lines name a request alike. A client's own value is taken only when it
// is a plain token; anything else (too long, control characters, spaces) gets a fresh id, so a log
// line cannot be forged or bloated through the header.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from './logger.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Probes answer every few seconds: only at debug level, so they do not drown the rest. */
const PROBES = new Set(['/healthz', '/readyz']);

/** One line per answered request: method, path (never the query: it may hold a token), status, time. */
export function logRequest(requestId: string, req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const path = (req.url ?? '/').split('?')[0]!;
    // Explicit: 'close' is emitted from the socket's context, not the request's.
    const line = {
      requestId,
      method: req.method,
      path,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (PROBES.has(path)) log.debug(line, 'request');
    else log.info(line, 'request');
  });
}
