// bench:live's plumbing between the parent and its child processes (servers, watchers), and the
// web app's subscription documents the watchers send.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The web app's own subscription document, as Relay sends it (its compiled artifact). */
export function webDocument(name: string): string {
  const artifact = readFileSync(new URL(`../web/src/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
  return JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)![1]!) as string;
}
export const UPDATED_QUERY = webDocument('useRequestLiveUpdatedSubscription');
export const COMMENT_QUERY = webDocument('useRequestLiveCommentSubscription');
export const FEED_QUERY = `subscription ($after: Int) { requestFeed(after: $after) { kind at request { id databaseId
  gameTitle type status approvalPercentage approvals submitter { username } } } }`;

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
