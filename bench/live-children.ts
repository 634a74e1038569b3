// bench:live's plumbing between the parent and its child processes (servers, watchers), and the
// web app's subscription documents the watchers send.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { persistedQueryExtension, type PersistedQueryExtension } from '#shared/persisted-query';

/** What names a subscription in its subscribe message: the text, or (as the web app sends it) an empty query and the persisted id. */
export interface WireDocument {
  query: string;
  extensions?: PersistedQueryExtension;
}

/** The web app's own subscription, as the browser sends it: by its persisted id (its compiled artifact's). */
export function webDocument(name: string): WireDocument {
  const artifact = readFileSync(new URL(`../web/src/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact)![1]!;
  return { query: '', extensions: persistedQueryExtension(id) };
}
export const UPDATED_QUERY = webDocument('useRequestLiveUpdatedSubscription');
export const COMMENT_QUERY = webDocument('useRequestLiveCommentSubscription');
// The moderators' feed as an integrator would ask for it, by its text.
export const FEED_QUERY: WireDocument = {
  query: `subscription ($after: Int) { requestFeed(after: $after) { kind at request { id databaseId
  gameTitle type status approvalPercentage approvals submitter { username } } } }`,
};

export const once = <T>(proc: ChildProcess, key: string) =>
  new Promise<T>((resolve, reject) => {
    const listen = (message: any) => {
      if (message && key in message) {
        proc.off('message', listen);
        proc.off('exit', exited);
        resolve(message as T);
      }
    };
    const exited = (code: number | null) => reject(new Error(`child exited (${code})`));
    proc.on('message', listen);
    proc.once('exit', exited);
  });
export const ask = <T>(procs: ChildProcess[], message: object, key: string) =>
  Promise.all(
    procs.map((proc) => {
      const answer = once<T>(proc, key);
      proc.send(message);
      return answer;
    }),
  );
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);
