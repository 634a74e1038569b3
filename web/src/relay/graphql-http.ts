import type { UploadableMap, Variables } from 'relay-runtime';
import { persistedQueryExtension, type PersistedQueryExtension } from '#shared/persisted-query';

// How the site's GraphQL requests look on the wire, with nothing of Relay's runtime: the page's
// network layer (environment.ts) and the service worker's outbox (offline/outbox-request.ts)
// build theirs here.

// The custom header is what Yoga's CSRF prevention looks for.
export const CSRF_HEADER = { 'x-graphql-yoga-csrf': '1' } as const;

/**
 * What names an operation: the persisted id the server knows the site's own operations by
 * (relay-compiler's persist config; the artifacts carry no text), or the text of a document the
 * site does not ship (tests, tools).
 */
export type OperationDocument = ({ id: string } | { text: string }) & { name?: string };

/** The operation's id, or its text when it has no id; an operation with neither is a build fault. */
export function operationDocument(params: {
  id?: string | null;
  text?: string | null;
  name: string;
}): OperationDocument {
  if (params.id) return { id: params.id, name: params.name };
  if (params.text) return { text: params.text, name: params.name };
  throw new Error(`The operation ${params.name} has neither a persisted id nor a text.`);
}

/**
 * The document's part of a request's body: the id as Apollo's `extensions.persistedQuery` (read by
 * the server over HTTP, POST or GET, and on the WebSocket alike), else the text as `query`; with
 * the operation's name, for logs and for whoever watches the network.
 */
export function documentFields(document: OperationDocument): {
  operationName?: string;
  query?: string;
  extensions?: PersistedQueryExtension;
} {
  const named = document.name ? { operationName: document.name } : {};
  return 'id' in document
    ? { ...named, extensions: persistedQueryExtension(document.id) }
    : { ...named, query: document.text };
}

/**
 * The server's answer to an id it does not know. Every earlier build's ids stay known (the
 * manifest only grows), so this means a server of an older build, still running while a release
 * rolls out: it is replaced within seconds, and the request is worth sending again.
 */
export const UNKNOWN_PERSISTED_OPERATION = 'PERSISTED_QUERY_NOT_IN_LIST';

export const unknownPersistedOperation = (body: unknown): boolean =>
  (body as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors?.some(
    (error) => error?.extensions?.code === UNKNOWN_PERSISTED_OPERATION,
  ) ?? false;

/**
 * The request for one operation: JSON, or, when Relay hands over files (`uploadables`), a GraphQL
 * multipart request (operations, map, then one part per file, each file's variable left null).
 * The browser sets the multipart content type with its boundary; it must not be set here.
 */
export function graphQLRequestInit(
  document: OperationDocument,
  variables: Variables,
  uploadables?: UploadableMap | null,
  extraHeaders: Record<string, string> = {},
): RequestInit {
  if (!uploadables || Object.keys(uploadables).length === 0) {
    return {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...CSRF_HEADER, ...extraHeaders },
      body: JSON.stringify({ ...documentFields(document), variables }),
    };
  }
  const names = Object.keys(uploadables);
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      ...documentFields(document),
      variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) },
    }),
  );
  form.set(
    'map',
    JSON.stringify(Object.fromEntries(names.map((name, index) => [String(index), [`variables.${name}`]]))),
  );
  names.forEach((name, index) => form.set(String(index), uploadables[name]!));
  return {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...CSRF_HEADER, ...extraHeaders },
    body: form,
  };
}

/**
 * A query the server knows by its persisted id (relay-compiler's persist config): a GET naming
 * the id, so HTTP caches can keep the answer; the name is there for logs and metrics.
 */
export function persistedQueryUrl(id: string, name: string, variables: Variables): string {
  const params = new URLSearchParams({ documentId: id, operationName: name });
  if (Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables));
  return `/graphql?${params}`;
}

/** Statuses whose body is GraphQL errors worth reading (validation, a reused key, "try again in N seconds"). */
export const READABLE_STATUSES: ReadonlySet<number> = new Set([400, 404, 409, 422, 429]);
