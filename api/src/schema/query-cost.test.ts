import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { Kind, parse, type OperationDefinitionNode, type VariableDefinitionNode } from 'graphql';
import { LIMITS } from '#shared/rules';
import { QUERY_COST } from '#shared/query-cost-rules';
import { schema } from './index.ts';
import { countStatements, graphqlResponse, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { operationText } from '../graphql/persisted-operations.ts';

const t = useTestApp({ seed: true });

/**
 * Games with everything a game page shows, `size` of them under each of `aliases` names. A
 * catalogue answer is cached for everyone, so a test that must reach the cost check asks what no
 * other test in the file asks (`search`).
 */
function fullPages(aliases: number, size: number, search = 'a'): string {
  const page = (alias: string) =>
    `${alias}: games(first: ${size}, search: "${search}") { edges { node { id title firstReleaseDate console { name manufacturer } versions { id title region releaseDate revision country } developers { name } publishers { name } } } }`;
  return `{ ${Array.from({ length: aliases }, (_, i) => page(`g${i}`)).join(' ')} }`;
}

/** The largest page the API allows for a page-size variable; any valid value for the others. */
function sampleValue(variable: VariableDefinitionNode, globalId: string): unknown {
  const name = variable.variable.name.value;
  if (name === 'amount') return LIMITS.randomGamesMax;
  if (name === 'first' || name === 'count') return LIMITS.pageSizeMax;
  let type = variable.type;
  while (type.kind !== Kind.NAMED_TYPE) type = type.type;
  const samples: Record<string, unknown> = { ID: globalId, String: 'x', Int: 1, Boolean: true };
  if (type.name.value in samples) return samples[type.name.value];
  const named = schema.getType(type.name.value);
  // An enum takes its first value; an input object its optional fields' absence.
  return named && 'getValues' in named ? named.getValues()[0]!.name : {};
}

describe('what one GraphQL operation may cost', () => {
  it("refuses a visitor's two full pages of everything (accepted before, by the shape-only cost) with a typed error and no SQL", async () => {
    let response: Awaited<ReturnType<typeof graphqlResponse>> | undefined;
    const statements = await countStatements(t.db, async () => {
      response = await graphqlResponse(t.app, fullPages(2, LIMITS.pageSizeMax));
    });
    expect(statements).toBe(0);
    expect(response!.body.data).toBeNull();
    expect(response!.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/asks for too much at once .*ask for fewer items/),
        extensions: { code: 'QUERY_TOO_COSTLY', cost: expect.any(Number), maxCost: QUERY_COST.visitorMax },
      }),
    ]);
    expect(response!.body.errors![0]!.extensions!.cost).toBeGreaterThan(QUERY_COST.visitorMax);
  });

  it('counts the page asked for: the same selection with ten games per page is served', async () => {
    const response = await graphqlResponse(t.app, fullPages(2, 10));
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.g0.edges.length).toBeGreaterThan(0);
  });

  it('gives a signed-in member the larger ceiling', async () => {
    const member = await createTestUser(t.db, 'Costly');
    const response = await graphqlResponse(
      t.app,
      fullPages(2, LIMITS.pageSizeMax, 'e'),
      {},
      {
        headers: { cookie: member.cookie },
      },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.g1.edges.length).toBeGreaterThan(0);
  });

  it("fits every query the web app sends under a visitor's ceiling, at the largest pages the API allows", () => {
    const dir = path.resolve(import.meta.dirname, '../../../web/src/__generated__');
    const costs = readdirSync(dir)
      // Component tests' own queries (`…TestQuery`) are never sent by the app.
      .filter((file) => file.endsWith('Query.graphql.ts') && !file.endsWith('TestQuery.graphql.ts'))
      .map(async (file) => {
        const artifact = (await import(path.join(dir, file))).default as { params: { name: string; id: string } };
        const text = operationText(artifact.params);
        const operation = parse(text).definitions[0] as OperationDefinitionNode;
        // An id argument names one type: try each node type until the operation's ids parse.
        const nodeTypes = Object.values(schema.getTypeMap()).filter(
          // Duck-typed: vitest loads graphql's ESM build beside the CommonJS one the schema uses.
          (type) => 'getInterfaces' in type && type.getInterfaces().some((i) => i.name === 'Node'),
        );
        const attempts = nodeTypes.map((type) => {
          const globalId = Buffer.from(`${type.name}:1`).toString('base64');
          const variables = Object.fromEntries(
            (operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, sampleValue(v, globalId)]),
          );
          try {
            return complexityFromQuery(text, { schema, ctx: { viewer: null }, variables }).complexity;
          } catch {
            return undefined;
          }
        });
        const complexity = attempts.find((cost) => cost !== undefined);
        return [artifact.params.name, complexity] as const;
      });
    return Promise.all(costs).then((all) => {
      // A few take filter objects this sampling cannot fill; nearly all are measured.
      const measured = all.filter(([, cost]) => cost !== undefined);
      expect(measured.length).toBeGreaterThan(all.length - 5);
      expect(measured.filter(([, cost]) => cost! > QUERY_COST.visitorMax)).toEqual([]);
    });
  });
});
