// Rendered pages kept for readers without a session: the same page for everyone who asks for the
// same address with the same preferences (language, theme, terms), so it is rendered once and sent
// from memory until the catalogue changes. Only pages whose every query is the same for all such
// readers are kept (graphql/catalogue-query.ts, 'anonymous-page'); a request list or a member's
// profile is rendered each time.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import fresh from 'fresh';
import type { GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { parseCookie } from 'cookie';
import { isCatalogueQuery } from '../../graphql/catalogue-query.ts';
import { loadPersistedOperations } from '../../graphql/persisted-operations.ts';
import type { OperationParameters } from './in-process-graphql.ts';
import { signedIn } from './rendered-page.ts';

/** A safety net, as for the response cache: every catalogue write empties the cache at once. */
export const PAGE_CACHE_TTL_MS = 10 * 60_000;
// The cookies that change what a page looks like (web/src/ssr/preference-cookies.ts).
const PREFERENCE_COOKIE = /^pref_/;

export interface KeptPage {
  /** The page as rendered, its CSP nonce taken out: its inline scripts are allowed by hash. */
  html: string;
  contentSecurityPolicy: string;
}

interface StoredPage {
  identity: Buffer;
  gzip: Buffer;
  etag: string;
  contentSecurityPolicy: string;
}

/** One render's queries, as they answer: whether the page may be kept. */
export interface PageRecording {
  observe(operation: OperationParameters, answer: unknown): void;
  /** Every query was shareable and answered without errors, and nothing changed meanwhile. */
  shareable(): boolean;
}

export interface PageCache {
  /** The key of this request's page, or null when it is never kept (a signed-in reader's). */
  keyOf(req: IncomingMessage): string | null;
  /** Sends the kept page, if there is one: true when it did. */
  serve(req: IncomingMessage, res: ServerResponse, key: string, encoding: 'gzip' | null): boolean;
  record(): PageRecording;
  keep(key: string, recording: PageRecording, page: KeptPage): void;
  clear(): void;
  readonly size: number;
}

export function createPageCache(schema: GraphQLSchema, options: { maxBytes: number }): PageCache {
  const pages =
    options.maxBytes > 0
      ? new LRUCache<string, StoredPage>({
          maxSize: options.maxBytes,
          sizeCalculation: (page) => page.identity.length + page.gzip.length,
          ttl: PAGE_CACHE_TTL_MS,
        })
      : null;
  // Bumped by every change: a render that read the catalogue before it is not kept after it.
  let generation = 0;

  function operationText(operation: OperationParameters): string | undefined {
    if (operation.text) return operation.text;
    return operation.id ? loadPersistedOperations().get(operation.id) : undefined;
  }

  return {
    keyOf(req) {
      if (!pages || req.method !== 'GET' || signedIn(req)) return null;
      const cookies = req.headers.cookie ? parseCookie(req.headers.cookie) : {};
      const preferences = Object.keys(cookies)
        .filter((name) => PREFERENCE_COOKIE.test(name))
        .sort()
        .map((name) => `${name}=${cookies[name]}`);
      return [req.url ?? '/', ...preferences].join('\n');
    },
    serve(req, res, key, encoding) {
      const page = pages?.get(key);
      if (!page) return false;
      const headers = {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': page.contentSecurityPolicy,
        etag: page.etag,
        vary: 'Accept-Encoding, Cookie',
      };
      if (fresh(req.headers, { etag: page.etag })) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      const body = encoding === 'gzip' ? page.gzip : page.identity;
      res.writeHead(200, {
        ...headers,
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(body);
      return true;
    },
    record() {
      const started = generation;
      let shareable = true;
      return {
        observe(operation, answer) {
          const text = operationText(operation);
          const failed = typeof answer !== 'object' || answer === null || 'errors' in answer;
          if (failed || !text || !isCatalogueQuery(schema, text, operation.name, 'anonymous-page')) shareable = false;
        },
        shareable: () => shareable && started === generation,
      };
    },
    keep(key, recording, page) {
      if (!pages || !recording.shareable()) return;
      const identity = Buffer.from(page.html);
      pages.set(key, {
        identity,
        gzip: gzipSync(identity, { level: 9 }),
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        contentSecurityPolicy: page.contentSecurityPolicy,
      });
    },
    clear() {
      generation++;
      pages?.clear();
    },
    get size() {
      return pages?.size ?? 0;
    },
  };
}
