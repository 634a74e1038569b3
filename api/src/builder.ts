import SchemaBuilder from '@pothos/core';
import { createGraphQLError } from 'graphql-yoga';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ErrorsPlugin from '@pothos/plugin-errors';
import ComplexityPlugin from '@pothos/plugin-complexity';
import { resolveNodes } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import type PrismaTypes from './generated/pothos-types.ts';
import { getDatamodel } from './generated/pothos-types.ts';
import { logInFirstError, type Context } from './context.ts';
import { rowId } from './domain/validation.ts';
import { isRowMissing } from './db/row-missing.ts';
import { costError, costLimit, fieldCost } from './query-cost.ts';
import { sameForEveryViewer } from './live/same-for-every-viewer.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { public: boolean; loggedIn: boolean; moderator: boolean; admin: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: Date; Output: Date };
    /** A multipart upload (GraphQL multipart request spec), as Yoga hands it over. */
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      public: true,
      loggedIn: ctx.viewer !== null,
      moderator: ctx.viewer?.role === 'MODERATOR' || ctx.viewer?.role === 'ADMIN',
      admin: ctx.viewer?.role === 'ADMIN',
    }),
    // A GraphQL error (not masked) with a stable code: clients tell "log in" from "not allowed".
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? createGraphQLError('You do not have permission to do this.', { extensions: { code: 'FORBIDDEN' } })
        : logInFirstError(),
  },
  errors: { defaultTypes: [] },
  // Weighed per request with the viewer known (graphql-armor's shape-only cost cannot see page
  // sizes or who asks): a visitor's operation stays small on the one embedded connection.
  complexity: { fieldComplexity: fieldCost, limit: costLimit, complexityError: costError },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Live events compute a page's pageInfo once for all its watchers (live/shared-execution.ts).
    pageInfoTypeOptions: { ...sameForEveryViewer },
    // Anyone may look a node up by id; each type's own authScopes decide whether it is shown.
    // Every node is an integer row: an id no row can have names nothing (the database would
    // refuse the number itself), and neither does the id of a row that is gone (a game deleted
    // by a request). Each id of `nodes` is looked up on its own, so one such id nulls only its
    // own position; Prisma still batches the lookups of one tick into one query per type.
    nodeQueryOptions: {
      authScopes: { public: true },
      resolve: (_root, { id }, ctx, info) => lookUpNode(ctx, info, id),
    },
    nodesQueryOptions: {
      authScopes: { public: true },
      resolve: (_root, { ids }, ctx, info) => Promise.all(ids.map((id) => lookUpNode(ctx, info, id))),
    },
  },
  prisma: {
    // Each database (and each test's fresh one) has its own client; take it from the context.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

/** A node by its parsed global id, or null when no row has that id (any more). */
async function lookUpNode(
  ctx: Context,
  info: GraphQLResolveInfo,
  id: { typename: string; id: string },
): Promise<unknown> {
  if (rowId(id.id) === null) return null;
  try {
    const [node] = await resolveNodes(builder, ctx, info, [id]);
    return node ?? null;
  } catch (error) {
    if (isRowMissing(error)) return null;
    throw error;
  }
}
