import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import { readCookie, sessionCookieName } from '../../auth/session-cookie.ts';
import { DATABASE_UNAVAILABLE_HEADERS } from '../../db/unavailable.ts';
import type { ServerEntry } from './server-entry.ts';
import type { OperationParameters } from './in-process-graphql.ts';

/** Where React's output goes in index.html: the app's container, empty in the build. */
export const ROOT_ELEMENT = '<div id="root"></div>';
// A render that has not finished by then is cut off; the browser renders the rest itself.
const RENDER_TIMEOUT_MS = 10_000;
const UNAVAILABLE = new Error('The catalogue is briefly unavailable: the browser renders the rest.');

export interface RenderedPageInput {
  entry: ServerEntry;
  /** index.html with the page's head and its route's modulepreload links. */
  html: string;
  /** The page head's status: 404 for an address that names nothing. */
  status: number;
  encoding: 'gzip' | null;
  siteOrigin: string;
  contentSecurityPolicy(nonce: string): string;
  execute(operation: OperationParameters, variables: Record<string, unknown>): Promise<unknown>;
  /** Given the whole document once a 200 page has rendered completely (nothing cut off or failed). */
  keep?(html: string, nonce: string): void;
}

/** A request that carries a session cookie is rendered for that reader: never stored by a cache. */
export function signedIn(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie ?? null;
  return [true, false].some((secure) => readCookie(cookie, sessionCookieName(secure)) !== undefined);
}

function requestOf(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !name.startsWith(':'))
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), { headers });
}

/**
 * Streams the page: the document's head and the shell as soon as React has it, Suspense parts as
 * they resolve, then the page data (the Relay records the browser hydrates from). Resolves false,
 * having sent nothing, when the app could not render its shell: the caller sends the unrendered page.
 */
export async function serveRenderedPage(
  req: IncomingMessage,
  res: ServerResponse,
  input: RenderedPageInput,
): Promise<boolean> {
  const nonce = randomBytes(16).toString('base64');
  const page = await input.entry.render(requestOf(req), {
    execute: input.execute,
    nonce,
    siteOrigin: input.siteOrigin,
  });
  if (page instanceof Response) {
    // A loader's redirect.
    res.writeHead(page.status, { location: page.headers.get('location') ?? '/', 'cache-control': 'no-store' });
    res.end();
    return true;
  }
  const [before, after] = input.html.split(ROOT_ELEMENT) as [string, string];
  const head = before.replace(
    /<html[^>]*>/,
    `<html lang="${page.locale}" data-theme="${page.theme}" data-contrast="${page.contrast}">`,
  );
  return new Promise<boolean>((resolve) => {
    let gzip: Gzip | null = null;
    // What was sent, for input.keep; dropped when the render is cut off or fails.
    let kept: Buffer[] | null = input.keep ? [] : null;
    let finished = false;
    const stream = page.stream({
      onShellReady() {
        const status = input.status === 200 || page.unavailable ? page.status : input.status;
        if (status !== 200 || page.unavailable) kept = null;
        res.writeHead(status, {
          ...(page.unavailable ? DATABASE_UNAVAILABLE_HEADERS : {}),
          'content-type': 'text/html; charset=utf-8',
          // A page for a signed-in reader names them; an anonymous one is the same for everyone.
          'cache-control': signedIn(req) || page.unavailable ? 'private, no-store' : 'no-cache',
          'content-security-policy': input.contentSecurityPolicy(nonce),
          vary: 'Accept-Encoding, Cookie',
          ...(input.encoding ? { 'content-encoding': input.encoding } : {}),
        });
        if (input.encoding) {
          gzip = createGzip();
          gzip.pipe(res);
        }
        const sink: NodeJS.WritableStream = gzip ?? res;
        const opening = `${head}<div id="root">`;
        sink.write(opening);
        kept?.push(Buffer.from(opening));
        const destination = new Writable({
          write(chunk: Buffer, _encoding, done) {
            kept?.push(chunk);
            sink.write(chunk, () => done());
          },
          final(done) {
            finished = true;
            const closing = `</div>${page.pageData()}${after}`;
            sink.end(closing, () => done());
            // Joined as bytes: a chunk may end inside a character.
            if (kept) input.keep?.(Buffer.concat(kept).toString() + closing, nonce);
          },
        });
        // React flushes after each part it writes: the reader sees the shell before the rest.
        Object.assign(destination, { flush: () => gzip?.flush() });
        stream.pipe(destination);
        // Parts waiting for the database are not waited for: the browser renders them, retrying.
        if (page.unavailable) stream.abort(UNAVAILABLE);
        resolve(true);
      },
      onShellError(error) {
        console.error('Server render failed; sending the page unrendered:', error);
        resolve(false);
      },
      onAllReady() {},
      onError(error) {
        if (error === UNAVAILABLE) return;
        kept = null;
        console.error('Server render error:', error instanceof Error ? error.stack : error);
      },
    });
    const timeout = setTimeout(() => {
      kept = null;
      stream.abort();
    }, RENDER_TIMEOUT_MS);
    res.on('close', () => {
      clearTimeout(timeout);
      if (!finished) kept = null;
      stream.abort();
    });
  });
}
