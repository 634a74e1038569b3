// A reader whose browser runs no script still has to agree to the terms before the pages show
// (spec section 4). The dialog's Agree is then an ordinary form post to here: the acceptance is
// written into the same preference cookies the app mirrors its own into, and the reader is sent
// back to the page they asked for, which the server now renders past the dialog. The app takes
// the cookies over into localStorage when it next runs (web/src/ssr/preference-cookies.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferenceSetCookie } from '#shared/preference-cookie';
import { safeNextPath } from '#shared/next-path';
import { TERMS_STORAGE_KEYS, TERMS_VERSION } from '#shared/terms-rules';
import { describeNodeClient } from '../auth/client.ts';

/** The form carries one short field; anything longer is not the dialog's. */
const MAX_BODY_BYTES = 4096;

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function refuse(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(status === 405 ? 'Method not allowed.' : 'Bad request.');
}

export async function serveTermsAgreement(
  req: IncomingMessage,
  res: ServerResponse,
  trustProxy: boolean,
): Promise<void> {
  if (req.method !== 'POST') return refuse(res, 405, { allow: 'POST' });
  // Another site's form could otherwise agree on the reader's behalf.
  if (req.headers['sec-fetch-site'] === 'cross-site') return refuse(res, 403);
  const form = await readForm(req).catch(() => null);
  if (!form) return refuse(res, 400);
  const { secure } = describeNodeClient(req, trustProxy);
  res.writeHead(303, {
    location: safeNextPath(form.get('return')),
    'set-cookie': [
      preferenceSetCookie(TERMS_STORAGE_KEYS.agreed, 'true', secure),
      preferenceSetCookie(TERMS_STORAGE_KEYS.version, TERMS_VERSION, secure),
    ],
    'cache-control': 'no-store',
  });
  res.end();
}
