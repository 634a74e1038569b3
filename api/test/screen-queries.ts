// The web app's screen queries exactly as the browser sends them: the operation text Relay
// compiled into web/src/__generated__ (committed and checked for drift), read as text so the
// API tests hold the real screens to their statement budget without importing web code.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const generated = path.resolve(import.meta.dirname, '../../web/src/__generated__');
const artifactOf = (name: string) => readFileSync(path.join(generated, `${name}.graphql.ts`), 'utf8');

/** The GraphQL document of a Relay query artifact, e.g. `screenQuery('GamesScreenQuery')`. */
export function screenQuery(name: string): string {
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifactOf(name))?.[1];
  if (!text) throw new Error(`${name}: no operation text in its artifact`);
  return JSON.parse(text) as string;
}

/** The persisted id the browser sends for a Relay query artifact instead of its text (a GET's `documentId`). */
export function screenQueryId(name: string): string {
  const id = /"id": "([0-9a-f]{64})"/.exec(artifactOf(name))?.[1];
  if (!id) throw new Error(`${name}: no persisted id in its artifact`);
  return id;
}
