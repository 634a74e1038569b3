// Idempotent writes (issue 27, N11: a write answered 503 may still have been committed, and the
// client's retry made a duplicate collection copy). A mutation sent with an `Idempotency-Key`
// header (over the WebSocket: `extensions.idempotencyKey`) is run once per viewer and key: the
// key is claimed in the database before execution, the answer stored with it for a day, and a
// retry gets that answer without running anything. One plugin around execution, so every
// mutation has it without code of its own.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { getOperationAST, print, type ExecutionResult, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Database } from '../db/database.ts';
import type { Context } from '../context.ts';
import { createIdempotencyStore, IDEMPOTENCY_LIMITS, writeFingerprint } from './idempotency-store.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

interface WriteState {
  /** A root mutation field's resolver returned (its write, if any, is committed). */
  resolved: boolean;
  /** The write started a session: its answer cannot be replayed without the cookie. */
  setCookie: boolean;
}

// By context, for the root-resolver wrapper below; module-wide because the schema is.
const writes = new WeakMap<object, WriteState>();
const wrapped = Symbol('idempotent-writes');

/** Marks, per operation, that a root mutation resolver came back rather than threw. */
function watchMutationResolvers(schema: GraphQLSchema) {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const marked = field as typeof field & { [wrapped]?: true };
    if (marked[wrapped] || !field.resolve) continue;
    const resolve: GraphQLFieldResolver<unknown, object> = field.resolve;
    field.resolve = async (root, args, context: object, info) => {
      const value: unknown = await resolve(root, args, context, info);
      const state = writes.get(context);
      if (state) state.resolved = true;
      return value;
    };
    marked[wrapped] = true;
  }
}

const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_LIMITS.maxKeyLength}}$`);

type KeyedContext = Context & { request?: Request; params?: { extensions?: Record<string, unknown> } };

function keyOf(context: KeyedContext): string | null | undefined {
  const key = context.request?.headers.get(IDEMPOTENCY_HEADER) ?? context.params?.extensions?.idempotencyKey;
  if (key === undefined || key === null) return undefined;
  return typeof key === 'string' && KEY_PATTERN.test(key) ? key : null;
}

const refusal = (message: string, code: string, status: number, headers?: Record<string, string>) =>
  createGraphQLError(message, { extensions: { code, http: { status, ...(headers ? { headers } : {}) } } });

const badKey = () =>
  refusal(
    `Idempotency-Key must be 1 to ${IDEMPOTENCY_LIMITS.maxKeyLength} visible ASCII characters.`,
    'BAD_IDEMPOTENCY_KEY',
    400,
  );
const keyReused = () =>
  refusal(
    'This Idempotency-Key was sent with another operation or other variables; send a new key for a new write.',
    'IDEMPOTENCY_KEY_REUSED',
    422,
  );
const keyBusy = () =>
  refusal('A request with this Idempotency-Key is still running; try again shortly.', 'IDEMPOTENCY_KEY_IN_USE', 409, {
    'retry-after': '1',
  });
/** Kept for a key whose write was committed but whose answer failed (a database outage). */
const ALREADY_APPLIED = {
  data: null,
  errors: [
    {
      message: 'This change was saved, but its answer was lost; reload to see it.',
      extensions: { code: 'ALREADY_APPLIED' },
    },
  ],
};

/** Stored answers are JSON; their errors become GraphQL errors again. */
function replay(stored: unknown): ExecutionResult {
  const { data, errors } = stored as { data?: Record<string, unknown> | null; errors?: typeof ALREADY_APPLIED.errors };
  return {
    data: data ?? null,
    ...(errors ? { errors: errors.map((error) => createGraphQLError(error.message, error)) } : {}),
  };
}

export function useIdempotentWrites(db: Database, options: { now?: () => Date } = {}): Plugin<KeyedContext> {
  const store = createIdempotencyStore(db, options.now ?? (() => new Date()));
  return {
    onSchemaChange: ({ schema }) => watchMutationResolvers(schema),
    async onExecute({ args, setResultAndStopExecution }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      const context = args.contextValue;
      const key = keyOf(context);
      if (key === undefined) return;
      if (key === null) return void setResultAndStopExecution({ errors: [badKey()] });
      const claim = await store.claim({
        scope: context.viewer ? `user:${context.viewer.id}` : 'visitor',
        key,
        fingerprint: writeFingerprint(print(args.document), args.operationName, args.variableValues),
      });
      if (claim.kind === 'mismatch') return void setResultAndStopExecution({ errors: [keyReused()] });
      if (claim.kind === 'busy') return void setResultAndStopExecution({ errors: [keyBusy()] });
      if (claim.kind === 'answered') return void setResultAndStopExecution(replay(claim.result));

      const state: WriteState = { resolved: false, setCookie: false };
      writes.set(context, state);
      const setCookie = context.setCookie;
      context.setCookie = (cookie) => {
        state.setCookie = true;
        setCookie(cookie);
      };
      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          try {
            if (state.setCookie) await store.release(claim.id);
            else if (!result.errors?.length) await store.answer(claim.id, { data: result.data });
            // Committed, but the answer failed: a retry must not write again.
            else if (state.resolved) await store.answer(claim.id, ALREADY_APPLIED);
            // The resolver threw: its transaction did not commit, so the write may run again.
            else await store.release(claim.id);
          } catch {
            // The database is out of reach: the claim stays, and goes stale for a retry to take.
          }
        },
      };
    },
  };
}
