import type { ConcreteRequest } from 'relay-runtime';
import addRequest from '../__generated__/useAddToCollectionMutation.graphql.ts';
import removeRequest from '../__generated__/useRemoveFromCollectionMutation.graphql.ts';
import wantRequest from '../__generated__/useToggleWantAddMutation.graphql.ts';
import unwantRequest from '../__generated__/useToggleWantRemoveMutation.graphql.ts';
import updateRequest from '../__generated__/useUpdateCollectionItemMutation.graphql.ts';
import { CSRF_HEADER, READABLE_STATUSES, documentFields, operationDocument } from '../relay/graphql-http.ts';
import type { ConflictReason } from './outbox-state.ts';
import type { OutboxChange } from './outbox-change.ts';

// One outbox change on the wire (issue 28, part 4), and what its answer means. Shared by the page
// (outbox-sync.ts, which also puts the answer into its Relay store) and the service worker
// (outbox-worker.ts: Background Sync with no page open), so both send the same request, byte for
// byte, and read its answer the same way: a change both send is applied once (its Idempotency-Key,
// and an add's client id), and refused for the same reason. Nothing of Relay's runtime or the DOM:
// the generated artifacts are plain data (their persisted id).

/** `done`: applied, or already what the change wanted; `retry`: no answer worth keeping; else refused, and why. */
export type Outcome = 'done' | 'retry' | ConflictReason;

export interface ChangeOperation {
  /** The screen's own mutation (its persisted id, and the fields its answer updates). */
  document: ConcreteRequest;
  /** What the server gets. */
  variables: Record<string, unknown>;
  /** What only the page's store reads (@deleteEdge's connections): never sent. */
  storeVariables: Record<string, unknown>;
  /** The mutation's root field. */
  field: string;
  /** The refusal a NotFoundError means; null: the change wanted it gone anyway. */
  gone: ConflictReason | null;
}

export function changeOperation(change: OutboxChange): ChangeOperation {
  const operation = (
    document: ConcreteRequest,
    variables: Record<string, unknown>,
    field: string,
    gone: ConflictReason | null,
    storeVariables: Record<string, unknown> = {},
  ): ChangeOperation => ({ document, variables, storeVariables, field, gone });
  switch (change.kind) {
    case 'add':
      return operation(
        addRequest,
        { input: { versionId: change.versionId, clientId: change.clientId } },
        'addToCollection',
        'versionGone',
      );
    case 'remove':
      // A copy already gone is what removing it wanted: nothing to tell.
      return operation(removeRequest, { input: { id: change.itemId } }, 'removeFromCollection', null, {
        connections: change.connections ?? [],
      });
    case 'want':
      return operation(wantRequest, { input: { versionId: change.versionId } }, 'wantVersion', 'versionGone');
    case 'unwant':
      return operation(unwantRequest, { input: { versionId: change.versionId } }, 'unwantVersion', 'versionGone', {
        connections: [],
      });
    case 'edit':
      return operation(
        updateRequest,
        { input: { ...change.fields, id: change.itemId } },
        'updateCollectionItem',
        'copyGone',
      );
    case 'trade':
    case 'untrade':
      return operation(
        updateRequest,
        { input: { id: change.itemId, forTrade: change.kind === 'trade' } },
        'updateCollectionItem',
        'copyGone',
      );
  }
}

/**
 * The change's Idempotency-Key: its client id, which never changes, so every sending of it (a
 * retry, a second tab, the service worker) is answered once by the server. With the operation's
 * id, so that a later build whose mutation reads differently sends a key of its own rather than
 * one the server would refuse as reused for another request.
 */
export const changeIdempotencyKey = (change: OutboxChange, document: ConcreteRequest): string =>
  document.params.id ? `${change.clientId}.${document.params.id}` : change.clientId;

/**
 * The POST to /graphql: the persisted id (Apollo's `extensions.persistedQuery`), what the server
 * knows the site's own operations by. A change kept offline across a release still runs: the
 * server knows every earlier build's ids. A server of an older build (during a release) answers
 * that it does not know the id, and the change waits for the next try.
 */
export function changeRequest(change: OutboxChange): RequestInit {
  const { document, variables } = changeOperation(change);
  const { name } = document.params;
  return {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...CSRF_HEADER,
      'idempotency-key': changeIdempotencyKey(change, document),
    },
    body: JSON.stringify({ operationName: name, variables, ...documentFields(operationDocument(document.params)) }),
  };
}

interface GraphQLBody {
  data?: Record<string, { __typename?: string } | null> | null;
  errors?: { extensions?: { code?: string } }[];
}

/** What the server's answer to a change means (no answer at all is `retry` too: sendChange). */
export function classifyAnswer(change: OutboxChange, status: number, body: unknown): Outcome {
  const ok = status >= 200 && status < 300;
  if (!ok && !READABLE_STATUSES.has(status)) return 'retry';
  const { data, errors } = (body ?? {}) as GraphQLBody;
  // The server saved it but lost its answer; the same key now gets this answer for good.
  if (errors?.some((error) => error.extensions?.code === 'ALREADY_APPLIED')) return 'done';
  // Not signed in, a key still in use, a server of another mind: the change waits for the next try.
  if (errors?.length) return 'retry';
  const { field, gone } = changeOperation(change);
  const typename = data?.[field]?.__typename;
  if (!typename) return 'retry';
  if (typename.endsWith('Success')) return 'done';
  if (typename === 'NotFoundError') return gone ?? 'done';
  return 'refused';
}

export interface ChangeAnswer {
  outcome: Outcome;
  /** The answer's data, for the page's store; absent when the change waits for the next try. */
  data?: Record<string, unknown>;
}

/**
 * Sends one change. `fetcher`: the page waits out a 503 (the database briefly away) with the same
 * key; the service worker leaves that to the browser's next sync.
 */
export async function sendChange(change: OutboxChange, fetcher: typeof fetch = fetch): Promise<ChangeAnswer> {
  let response: Response;
  try {
    response = await fetcher('/graphql', changeRequest(change));
  } catch {
    // No answer (the network, the server down): the change waits for the next try.
    return { outcome: 'retry' };
  }
  const body = (await response.json().catch(() => null)) as (GraphQLBody & { data?: Record<string, unknown> }) | null;
  const outcome = classifyAnswer(change, response.status, body);
  return outcome === 'retry' || !body?.data ? { outcome } : { outcome, data: body.data };
}
