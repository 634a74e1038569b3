// relay-compiler require()s this file and reads its top-level keys, so they are named exports.
// Artifacts are committed and checked for drift in tests.
export const src = './web/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/src/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**', '**/locales/**'];
