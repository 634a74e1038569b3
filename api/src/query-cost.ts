import type { GraphQLField } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { ComplexityErrorFn, FieldComplexityValue } from '@pothos/plugin-complexity';
import { QUERY_COST } from '#shared/query-cost-rules';

const PAGE_ARGUMENTS = ['first', 'last', 'amount'] as const;

/**
 * A field's cost and how many times its sub-selection counts: the page the client asked for,
 * so `games(first: 100)` weighs a hundred games, and an alias flood of them weighs them all.
 */
export function fieldCost(
  args: Record<string, unknown>,
  _ctx: unknown,
  field: Pick<GraphQLField<unknown, never>, 'name' | 'type'>,
): FieldComplexityValue {
  for (const name of PAGE_ARGUMENTS) {
    const size = args[name];
    if (typeof size === 'number') return { field: 1, multiplier: Math.max(size, 1) };
  }
  if (Array.isArray(args.ids)) return { field: 1, multiplier: Math.max(args.ids.length, 1) };
  // The type as SDL ("[Version!]!", "GamesConnection!"): enough to tell lists and connections.
  const type = String(field.type);
  // A connection's edges hold the page its field already counted.
  if (field.name === 'edges' || field.name === 'nodes') return { field: 1, multiplier: 1 };
  if (/Connection!?$/.test(type)) return { field: 1, multiplier: QUERY_COST.defaultPageItems };
  if (type.startsWith('[')) return { field: 1, multiplier: QUERY_COST.unboundedListItems };
  return 1;
}

/** The operation's ceiling: visitors get the smaller one (see QUERY_COST). */
export function costLimit(ctx: { viewer: unknown }) {
  return { complexity: ctx.viewer ? QUERY_COST.memberMax : QUERY_COST.visitorMax };
}

/** A clear, typed refusal (never masked): what it cost, what is allowed, and what to do. */
export const costError: ComplexityErrorFn = (_kind, result) =>
  createGraphQLError(
    `This query asks for too much at once (cost ${result.complexity}, at most ${result.maxComplexity}): ask for fewer items or fields per request.`,
    { extensions: { code: 'QUERY_TOO_COSTLY', cost: result.complexity, maxCost: result.maxComplexity } },
  );
