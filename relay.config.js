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
// and the web sends only ids: queries as cacheable GETs, mutations as POSTs, subscriptions over
// the socket. The artifacts carry no text (71 KB less for the browser to download and keep
// offline). relay-compiler adds to the manifest and never removes from it, so a server knows the
// ids of every earlier build too (a page loaded before a release, a change queued offline).
export const persistConfig = { file: './persisted-operations.json', algorithm: 'SHA256', include_query_text: false };
