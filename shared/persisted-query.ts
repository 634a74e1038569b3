// How a request names one of the web app's operations by its persisted id: Apollo's
// `extensions.persistedQuery`, which the server reads on a POST, a GET and the WebSocket alike.
// One shape for everything that writes it (the browser, the server's own renders, the live bench)
// and for the server that reads it.

// A type, not an interface, so it fits graphql-ws's `Record<string, unknown>` extensions.
export type PersistedQueryExtension = {
  persistedQuery: { version: 1; sha256Hash: string };
};

export const persistedQueryExtension = (id: string): PersistedQueryExtension => ({
  persistedQuery: { version: 1, sha256Hash: id },
});

/** The id a request's `extensions` name, if they name one. */
export function persistedQueryHash(extensions: unknown): string | undefined {
  const hash = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery
    ?.sha256Hash;
  return typeof hash === 'string' ? hash : undefined;
}
