// The Try it form's request and how its answer is shown: plain functions, so the URL and the
// formatting are tested without a browser.
import type { ApiOperation } from './operations.ts';

/** The response headers worth showing, in this order and spelling, when the answer has them. */
export const SHOWN_HEADERS = [
  'Content-Type',
  'Cache-Control',
  'ETag',
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
] as const;

/** The most of a body that is shown; a page of 100 games is far longer than anyone reads here. */
export const BODY_SHOWN_MAX = 200_000;

/**
 * The request path for these values: path parameters encoded into the template, query
 * parameters in the operation's order, blank ones left out so the server's default applies.
 */
export function requestPath(operation: ApiOperation, values: Readonly<Record<string, string>>): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const param of operation.parameters) {
    const value = values[param.name] ?? '';
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value.trim()));
    else if (value.trim() !== '') query.append(param.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export type TryOutcome =
  | {
      kind: 'answered';
      status: number;
      statusText: string;
      headers: [name: string, value: string][];
      /** Pretty-printed when it is JSON, otherwise the text as it came. */
      body: string;
      isJson: boolean;
      /** The body was longer than BODY_SHOWN_MAX and is cut there. */
      truncated: boolean;
    }
  | { kind: 'unreachable'; message: string };

/** The body as people read it: JSON indented by two spaces; anything else as it came. */
export function formatBody(text: string): { body: string; isJson: boolean; truncated: boolean } {
  let body = text;
  let isJson = false;
  try {
    body = JSON.stringify(JSON.parse(text), null, 2);
    isJson = true;
  } catch {
    // Not JSON (a proxy's error page, say): shown as it is.
  }
  const truncated = body.length > BODY_SHOWN_MAX;
  return { body: truncated ? body.slice(0, BODY_SHOWN_MAX) : body, isJson, truncated };
}

/** Whether the status is a success the way the API means it (200, or 304 for a conditional GET). */
export const isSuccess = (status: number) => status >= 200 && status < 400;

/** Calls the real endpoint; an answer of any status is an answer, only a failed fetch is not. */
export async function sendTry(path: string, fetchImpl: typeof fetch = fetch): Promise<TryOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(path, { headers: { accept: 'application/json' }, credentials: 'omit' });
    text = await response.text();
  } catch (error) {
    return { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) };
  }
  const headers = SHOWN_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  return { kind: 'answered', status: response.status, statusText: response.statusText, headers, ...formatBody(text) };
}
