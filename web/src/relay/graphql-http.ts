import type { UploadableMap, Variables } from 'relay-runtime';

// How the site's GraphQL requests look on the wire, with nothing of Relay's runtime: the page's
// network layer (environment.ts) and the service worker's outbox (offline/outbox-request.ts)
// build theirs here.

// The custom header is what Yoga's CSRF prevention looks for.
export const CSRF_HEADER = { 'x-graphql-yoga-csrf': '1' } as const;

/**
 * The request for one operation: JSON, or, when Relay hands over files (`uploadables`), a GraphQL
 * multipart request (operations, map, then one part per file, each file's variable left null).
 * The browser sets the multipart content type with its boundary; it must not be set here.
 */
export function graphQLRequestInit(
  query: string,
  variables: Variables,
  uploadables?: UploadableMap | null,
  extraHeaders: Record<string, string> = {},
): RequestInit {
  if (!uploadables || Object.keys(uploadables).length === 0) {
    return {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...CSRF_HEADER, ...extraHeaders },
      body: JSON.stringify({ query, variables }),
    };
  }
  const names = Object.keys(uploadables);
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) } }),
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
