// One execution per event and group of subscribers, not per subscriber. Subscribers whose
// document, variables and viewer state are the same would compute the same result, so the first
// of them executes the event and the others take its result (and its serialised form, see
// serialise-once.ts). Viewer state is the role (what authScopes decide) plus, for the fields
// that read the viewer (viewerVote, viewerCanVote), what decides them; a document selecting any
// other field is grouped per viewer, which is always right, just not shared.
import { createRequire } from 'node:module';
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLSchema } from 'graphql';
import { contextCacheSymbol } from '@pothos/core';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import type { RequestEvent } from '../pubsub.ts';
import { oncePerEvent } from './per-event.ts';
import { followViewerVote } from './viewer-votes.ts';
import { markShared } from './serialise-once.ts';

// The copy of graphql the schema was built with (Node's, as Pothos and Yoga load it): under Vitest
// a plain import may be a second copy, whose execute refuses this schema ("another realm").
const { createSourceEventStream, execute, TypeInfo, visit, visitWithTypeInfo } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

const any = '*';

/**
 * Fields whose value is the same for every viewer of one role (type → fields; `*` all of them).
 * viewerVote and viewerCanVote are here because the group key holds what decides them.
 */
const VIEWER_INDEPENDENT: Record<string, readonly string[]> = {
  Subscription: ['requestUpdated', 'commentAdded', 'requestFeed'],
  RequestFeedEvent: [any],
  Request: [
    'id',
    'databaseId',
    'type',
    'status',
    'game',
    'gameTitle',
    'submitter',
    'reason',
    'createdAt',
    'expiresAt',
    'resolvedAt',
    'resolutionNote',
    'resetCount',
    'daysRemaining',
    'approvals',
    'rejections',
    'approvalPercentage',
    'votingOpen',
    'viewerCanVote',
    'viewerVote',
    'snapshot',
    'proposal',
    'actions',
    'votes',
    'comments',
  ],
  Game: ['id', 'databaseId', 'title', 'firstReleaseDate', 'createdAt'],
  User: ['id', 'databaseId', 'username', 'displayName', 'role', 'trustScore', 'joinedAt'],
  RequestAction: [any],
  Comment: [any],
  Vote: [any],
  RequestVoteConnection: ['edges', 'pageInfo'],
  RequestVoteEdge: [any],
  RequestCommentConnection: ['edges', 'pageInfo'],
  RequestCommentEdge: [any],
  PageInfo: [any],
  GameProposal: [any],
  ProposedVersion: [any],
  Image: [any],
  Console: [any],
};

const independent = (type: string, field: string) =>
  field === '__typename' || (VIEWER_INDEPENDENT[type]?.some((name) => name === any || name === field) ?? false);

const shareable = new WeakMap<DocumentNode, boolean>();

/** True when every field the document selects is the same for all viewers of a role. */
export function shareableDocument(schema: GraphQLSchema, document: DocumentNode): boolean {
  let known = shareable.get(document);
  if (known === undefined) {
    known = true;
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType();
          if (!parent || !independent(parent.name, node.name.value)) known = false;
        },
      }),
    );
    shareable.set(document, known);
  }
  return known;
}

const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;

function documentKey(document: DocumentNode): string {
  const source = document.loc?.source.body;
  if (source !== undefined) return source;
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  return `#${id}`;
}

/** What decides the viewer-dependent fields of a shareable document for this subscriber and event. */
function viewerState(ctx: Context, event: Partial<RequestEvent>, shared: boolean): string {
  const viewer = ctx.viewer;
  if (!viewer) return 'visitor';
  // authScopes read the role; emailVerified is kept apart too, should a scope come to read it.
  const scoped = `${viewer.role} ${viewer.emailVerified ? 'verified' : 'unverified'}`;
  if (!shared || typeof event.submitterId === 'undefined' || event.requestId === undefined)
    return `${scoped} viewer ${viewer.id}`;
  const vote = ctx.heldViewerVotes?.get(event.requestId);
  return [
    scoped,
    viewer.id === event.submitterId ? 'submitter' : 'other',
    vote === undefined ? `viewer ${viewer.id}` : `vote ${vote}`,
  ].join(' ');
}

/** The group this subscriber falls in for this event. */
export function groupKey(args: ExecutionArgs, event: Partial<RequestEvent>): string {
  const ctx = args.contextValue as Context;
  const shared = shareableDocument(args.schema, args.document);
  return [
    documentKey(args.document),
    args.operationName ?? '',
    JSON.stringify(args.variableValues ?? {}),
    viewerState(ctx, event, shared),
  ].join('\n');
}

async function executeEvent(args: ExecutionArgs, event: unknown): Promise<ExecutionResult> {
  const ctx = args.contextValue as Context;
  if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
  followViewerVote(ctx, event);
  return oncePerEvent(event, groupKey(args, event), async () => {
    // Fresh per-operation caches (loaders, scope-auth), so nothing is an earlier event's.
    const contextValue = { ...ctx, [contextCacheSymbol]: {} };
    return markShared(await execute({ ...args, rootValue: event, contextValue }));
  });
}

/** Maps each event to its result; ending the result ends the source at once (unsubscribes). */
function mapEvents(
  source: AsyncIterable<unknown>,
  map: (event: unknown) => Promise<ExecutionResult>,
): AsyncIterableIterator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  const done = { done: true as const, value: undefined };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const step = await iterator.next();
      return step.done ? done : { done: false, value: await map(step.value) };
    },
    async return() {
      await iterator.return?.();
      return done;
    },
    async throw(error: unknown) {
      await iterator.return?.();
      throw error;
    },
  };
}

async function sharedSubscribe(args: ExecutionArgs) {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  return mapEvents(source, (event) => executeEvent(args, event));
}

/** Subscriptions (graphql-ws and SSE alike) execute each event once per group of subscribers. */
export function useSharedLiveExecution(): Plugin<Context> {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(sharedSubscribe as never);
    },
  };
}
