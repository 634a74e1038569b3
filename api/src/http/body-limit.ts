// Yoga buffers a GraphQL body whole, whatever its size. The limit is on the bytes actually read:
// a Content-Length above it is refused before reading, and a body without one (chunked) is
// counted as Yoga reads it and refused once it passes the limit. Image uploads above the 500 KB
// rule but below this still reach the resolver, which names the rule; this only stops abuse.
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const GRAPHQL_MAX_BODY_BYTES = 2 * 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = `The request is too large (at most ${GRAPHQL_MAX_BODY_BYTES / 1024 / 1024} MB).`;

/** The refusal for a declared length, answered before a byte of the body is read. */
export function bodyTooLarge(request: IncomingMessage): string | null {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > GRAPHQL_MAX_BODY_BYTES ? BODY_TOO_LARGE_MESSAGE : null;
  // Browsers always send a length with a FormData upload; a stream of unknown size is refused.
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
  return multipart ? 'Uploads must send a Content-Length.' : null;
}

const overLimit = new WeakSet<IncomingMessage>();

/**
 * Hands Yoga the body through a counter (the server adapter reads `req.body` when a framework set
 * one): past the limit the read fails, and useBodyLimitAnswer turns that failure into a 413.
 */
export function countBodyBytes(request: IncomingMessage & { body?: unknown }): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  let read = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      read += chunk.length;
      if (read <= GRAPHQL_MAX_BODY_BYTES) return callback(null, chunk);
      overLimit.add(request);
      callback(new Error(BODY_TOO_LARGE_MESSAGE));
    },
  });
  // A client that goes away mid-body must fail the read, not leave it waiting.
  request.once('close', () => {
    if (!request.complete) counted.destroy(new Error('The client closed the request.'));
  });
  request.pipe(counted);
  request.body = counted;
}

/** Yoga's parsers (JSON, multipart) fail in their own words; a body over the limit answers 413. */
export function useBodyLimitAnswer(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser, serverContext }) {
      const request = (serverContext as { req?: IncomingMessage }).req;
      if (!requestParser || !request) return;
      setRequestParser(async (fetchRequest) => {
        try {
          return await requestParser(fetchRequest);
        } catch (error) {
          if (!overLimit.has(request)) throw error;
          throw createGraphQLError(BODY_TOO_LARGE_MESSAGE, {
            // The rest of the body is never read: the connection cannot carry another request.
            extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413, headers: { connection: 'close' } } },
          });
        }
      });
    },
  };
}
