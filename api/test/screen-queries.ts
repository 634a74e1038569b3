// The web app's screen queries exactly as the browser sends them: the persisted id Relay compiled
// into web/src/__generated__ (committed and checked for drift) and the text it stands for in
// persisted-operations.json, read as text so the API tests hold the real screens to their
// statement budget without importing web code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { operationText } from '../src/graphql/persisted-operations.ts';

const generated = path.resolve(import.meta.dirname, '../../web/src/__generated__');
const artifactOf = (name: string) => readFileSync(path.join(generated, `${name}.graphql.ts`), 'utf8');

/** The GraphQL document of a Relay query artifact, e.g. `screenQuery('GamesScreenQuery')`. */
export function screenQuery(name: string): string {
  return operationText({ id: screenQueryId(name), name });
}

/** The persisted id the browser sends for a Relay query artifact instead of its text (a GET's `documentId`). */
export function screenQueryId(name: string): string {
  const id = /"id": "([0-9a-f]{64})"/.exec(artifactOf(name))?.[1];
  if (!id) throw new Error(`${name}: no persisted id in its artifact`);
  return id;
}
