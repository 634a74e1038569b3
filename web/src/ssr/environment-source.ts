import type { Environment, FetchPolicy } from 'relay-runtime';
import { relayEnvironment } from '../relay/environment.ts';

/**
 * Where route loaders find the Relay environment. In the browser it is the page's one
 * environment; the server entry (entry-server.tsx) points it at the environment of the request
 * being rendered, so concurrent renders never share a store.
 */
let source: (() => Environment) | undefined;

/** Points loaders at `next`'s environment; returns what puts the previous source back (tests). */
export function setEnvironmentSource(next: () => Environment): () => void {
  const previous = source;
  source = next;
  return () => {
    source = previous;
  };
}

export function currentEnvironment(): Environment {
  return source ? source() : relayEnvironment;
}

/** True while rendering on the server: loaders keep nothing between requests there. */
export const onServer = typeof document === 'undefined';

let hydrating = false;

/** Set while a server-rendered page hydrates: its queries' answers are in the store already. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

export const isHydrating = (): boolean => hydrating;

/**
 * The fetch policy for a query first loaded now: while the page hydrates, the server's records
 * answer it (no second request for the same data, and the page matches what the server sent);
 * afterwards the screen's own policy, so later visits refresh as before.
 */
export function firstLoadPolicy<P extends FetchPolicy>(policy: P): P | 'store-or-network' {
  return hydrating ? 'store-or-network' : policy;
}
