// Persisted operations: the web app's Relay documents are known by their SHA-256 (relay-compiler
// writes persisted-operations.json), so the site sends an id instead of the text and its queries
// go as GETs that HTTP caches can keep. Any other document stays open to integrators.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { GraphQLParams, Plugin } from 'graphql-yoga';

export const PERSISTED_OPERATIONS_FILE = path.resolve(import.meta.dirname, '../../../persisted-operations.json');

/** The manifest relay-compiler writes: SHA-256 of the text → the text. */
export function loadPersistedOperations(file = PERSISTED_OPERATIONS_FILE): ReadonlyMap<string, string> {
  let operations = loaded.get(file);
  if (!operations) {
    operations = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
    loaded.set(file, operations);
  }
  return operations;
}
// Read once per process: the manifest changes only with a deployment.
const loaded = new Map<string, ReadonlyMap<string, string>>();

/**
 * The id a request names, if any: `documentId` in a GET's URL (the GraphQL over HTTP persisted
 * documents convention, and the shortest URL), or Apollo's `extensions.persistedQuery.sha256Hash`
 * (GET or POST).
 */
export function persistedOperationId(params: GraphQLParams, request: Request): string | null {
  const apollo = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  if (typeof apollo?.sha256Hash === 'string') return apollo.sha256Hash;
  if (request.method !== 'GET') return null;
  const queryAt = request.url.indexOf('?');
  return queryAt === -1 ? null : new URLSearchParams(request.url.slice(queryAt + 1)).get('documentId');
}

export function useAppPersistedOperations(operations = loadPersistedOperations()): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: true,
    extractPersistedOperationId: persistedOperationId,
    getPersistedOperation: (id) => operations.get(id) ?? null,
  });
}
