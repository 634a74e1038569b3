import SchemaBuilder from '@pothos/core';
import { createGraphQLError } from 'graphql-yoga';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ErrorsPlugin from '@pothos/plugin-errors';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import type PrismaTypes from './generated/pothos-types.ts';
import { getDatamodel } from './generated/pothos-types.ts';
import type { Context } from './context.ts';
import { rowId } from './domain/validation.ts';

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
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, DataloaderPlugin],
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
        : createGraphQLError('Please log in first.', { extensions: { code: 'UNAUTHENTICATED' } }),
  },
  errors: { defaultTypes: [] },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Anyone may look a node up by id; each type's own authScopes decide whether it is shown.
    // Every node is an integer row: an id no row can have names nothing (the database would
    // refuse the number itself).
    nodeQueryOptions: {
      authScopes: { public: true },
      resolve: (_root, { id }, _ctx, _info, resolveNode) => (rowId(id.id) === null ? null : resolveNode(id)),
    },
    nodesQueryOptions: {
      authScopes: { public: true },
      resolve: async (_root, args, _ctx, _info, resolveNodes) => {
        const asked = args.ids;
        const possible = asked.filter((id) => rowId(id.id) !== null);
        // plugin-relay 4 resolves `args.ids` whatever list is handed to resolveNodes.
        args.ids = possible;
        const found = await resolveNodes(possible);
        return asked.map((id) => (rowId(id.id) === null ? null : found[possible.indexOf(id)]));
      },
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
