// One execution per event and group of subscribers, not per subscriber (in the manner of
// Hasura's multiplexed live queries). Subscribers whose document, variables and viewer state are
// the same would compute the same result, so the first of them executes the event and the others
// take its result. Viewer state is the role (what authScopes decide) plus, for the fields that
// read the viewer (viewerVote, viewerCanVote), what decides them; a document selecting any field
// not declared the same for every viewer (same-for-every-viewer.ts, on the Pothos definitions)
// is grouped per viewer, which is always right, just not shared.
//
// Built on public APIs only: envelop's onSubscribe/setSubscribeFn, and graphql-js's
// createSourceEventStream and execute, with the event as rootValue as graphql-js's own subscribe
// does. (Vitest resolves `graphql` to the same CommonJS copy Yoga and Pothos load: vitest.config.ts.)
import {
  createSourceEventStream,
  execute,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { contextCacheSymbol } from '@pothos/core';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import type { RequestEvent } from '../pubsub.ts';
import { oncePerEvent } from './per-event.ts';
import { followViewerVote } from './viewer-votes.ts';
import { LiveSource, subscribeThroughHub, withSequence, type ExecuteGroup } from './broadcast.ts';
import { HubSubscriber } from './hub-subscriber.ts';
import { declaredSameForEveryViewer } from './same-for-every-viewer.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '../http/database-unavailable.ts';

interface DocumentTraits {
  /** Every field it selects is the same for all viewers of a role (given the viewer state below). */
  shareable: boolean;
  /** It selects viewerVote (the viewer's vote is part of its group) or viewerCanVote (submitter or not). */
  viewerVote: boolean;
  viewerCanVote: boolean;
}

const traits = new WeakMap<DocumentNode, DocumentTraits>();

function documentTraits(schema: GraphQLSchema, document: DocumentNode): DocumentTraits {
  let known = traits.get(document);
  if (known === undefined) {
    const found: DocumentTraits = { shareable: true, viewerVote: false, viewerCanVote: false };
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType();
          const field = node.name.value;
          const shared =
            field === '__typename' || (parent ? declaredSameForEveryViewer(parent, typeInfo.getFieldDef()) : false);
          if (!shared) found.shareable = false;
          if (field === 'viewerVote') found.viewerVote = true;
          if (field === 'viewerCanVote') found.viewerCanVote = true;
        },
      }),
    );
    traits.set(document, (known = found));
  }
  return known;
}

/** True when every field the document selects is the same for all viewers of a role. */
export function shareableDocument(schema: GraphQLSchema, document: DocumentNode): boolean {
  return documentTraits(schema, document).shareable;
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
function viewerState(ctx: Context, event: Partial<RequestEvent>, traits: DocumentTraits): string {
  const viewer = ctx.viewer;
  if (!viewer) return 'visitor';
  // authScopes read the role; emailVerified is kept apart too, should a scope come to read it.
  const scoped = `${viewer.role} ${viewer.emailVerified ? 'verified' : 'unverified'}`;
  if (!traits.shareable) return `${scoped} viewer ${viewer.id}`;
  const state = [scoped];
  if (traits.viewerCanVote) {
    if (typeof event.submitterId === 'undefined') return `${scoped} viewer ${viewer.id}`;
    state.push(viewer.id === event.submitterId ? 'submitter' : 'other');
  }
  if (traits.viewerVote) {
    // The feed's events are about many requests: its viewerVote comes from the loader, per viewer.
    const vote = event.requestId === undefined ? undefined : ctx.heldViewerVotes?.get(event.requestId);
    state.push(vote === undefined ? `viewer ${viewer.id}` : `vote ${vote}`);
  }
  return state.join(' ');
}

/** The group this subscriber falls in for this event. */
export function groupKey(args: ExecutionArgs, event: Partial<RequestEvent>): string {
  const ctx = args.contextValue as Context;
  return [
    documentKey(args.document),
    args.operationName ?? '',
    JSON.stringify(args.variableValues ?? {}),
    viewerState(ctx, event, documentTraits(args.schema, args.document)),
  ].join('\n');
}

/** One execution for a group: fresh per-operation caches (loaders, scope-auth), so nothing is an earlier event's. */
async function executeForGroup(args: ExecutionArgs, event: unknown): Promise<ExecutionResult> {
  const contextValue = { ...(args.contextValue as Context), [contextCacheSymbol]: {} };
  return execute({ ...args, rootValue: event, contextValue });
}

async function executeEvent(args: ExecutionArgs, event: unknown): Promise<ExecutionResult> {
  if (typeof event !== 'object' || event === null) return executeForGroup(args, event);
  followViewerVote(args.contextValue as Context, event);
  const result = await oncePerEvent(event, groupKey(args, event), () => executeForGroup(args, event));
  const sequence = (event as { sequence?: unknown }).sequence;
  return withSequence(result, typeof sequence === 'number' ? sequence : undefined);
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

/** Masks a result's errors as Yoga's error masking does (the app's `maskedErrors.maskError`). */
export type MaskResultError = (error: GraphQLError, message: string, isDev: boolean) => Error;

async function sharedSubscribe(args: ExecutionArgs, executeHubGroup: ExecuteGroup) {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  // Request events: one hub per topic serves every subscriber (broadcast.ts).
  if (source instanceof LiveSource) return subscribeThroughHub(source, args, executeHubGroup, groupKey);
  return mapEvents(source, (event) => executeEvent(args, event));
}

/**
 * Subscriptions (graphql-ws and SSE alike) execute each event once per group of subscribers.
 *
 * A hub's subscriber is handed to graphql-ws or Yoga as the operation's result, with envelop's
 * documented `setResultAndStopExecution`, so the plugins after this one add no hooks to it: it
 * lives as long as someone watches, and Yoga's error masking wrapped each one in iterators and
 * closures of its own (about 3 KB of an idle watcher). Its events are executed once per group and
 * masked here, once per group too, with the app's own `maskError`. Every other subscription
 * (and a subscribe that fails) goes on through the plugins after this one as before, so this
 * plugin comes after the app's own and before Yoga's masking.
 */
export function useSharedLiveExecution(masking: {
  maskError: MaskResultError;
  /** Where an error masked here is logged, as Yoga logs the ones it masks. */
  logError: (error: Error) => void;
}): Plugin<Context> {
  const isDev = process.env.NODE_ENV === 'development';
  const mask = (error: GraphQLError) => {
    const masked = masking.maskError(error, UNEXPECTED_ERROR_MESSAGE, isDev);
    if (masked !== error) masking.logError(error);
    return masked as GraphQLError;
  };
  const executeHubGroup: ExecuteGroup = async (args, event) => {
    const result = await executeForGroup(args, event);
    return result.errors ? { ...result, errors: result.errors.map(mask) } : result;
  };
  return {
    async onSubscribe({ args, setSubscribeFn, setResultAndStopExecution }) {
      let result: Awaited<ReturnType<typeof sharedSubscribe>>;
      try {
        result = await sharedSubscribe(args, executeHubGroup);
      } catch (error) {
        // Thrown where Yoga's plugins handle a failed subscribe (masked, its AbortError kept).
        setSubscribeFn((() => Promise.reject(error)) as never);
        return;
      }
      if (result instanceof HubSubscriber) setResultAndStopExecution(result as never);
      else setSubscribeFn((() => result) as never);
    },
  };
}
