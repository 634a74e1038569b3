// relay-compiler require()s this file and reads its top-level keys, so they are named exports.
// Artifacts are committed and checked for drift in tests.
export const src = './web/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/src/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**', '**/locales/**'];
// The site's own operations are persisted: relay-compiler writes each one's text under its
// SHA-256 to this manifest, the server answers those ids (api/src/graphql/persisted-operations.ts)
// and the web sends ids, queries as cacheable GETs. The text stays in the artifacts for
// subscriptions (graphql-ws) and for a server that does not know an id yet (a newer build).
export const persistConfig = { file: './persisted-operations.json', algorithm: 'SHA256', include_query_text: true };
