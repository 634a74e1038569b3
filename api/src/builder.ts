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

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { public: boolean; loggedIn: boolean; moderator: boolean; admin: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: Date; Output: Date };
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
    nodeQueryOptions: { authScopes: { public: true } },
    nodesQueryOptions: { authScopes: { public: true } },
  },
  prisma: {
    // Each database (and each test's fresh one) has its own client; take it from the context.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});
