// Introspection is the largest answer there is (issue 27, N6): the schema is a static document,
// an introspection through /graphql costs what its answer weighs, and a visitor asks one a minute.
import { getIntrospectionQuery, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../schema/index.ts';
import { graphqlResponse, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { nextIp } from '../../test/account-mutations.ts';
import { operationCost } from './cost-rate-limit.ts';
import { isIntrospection, schemaDocument } from './introspection.ts';

const t = useTestApp();
let origin: string;
beforeAll(async () => {
  origin = `http://127.0.0.1:${await t.app.app.start(0)}`;
});

describe('the schema as a static document (/graphql/schema.json)', () => {
  it('is the full introspection answer, revalidated by its ETag', async () => {
    const response = await fetch(`${origin}/graphql/schema.json`);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    const everything = getIntrospectionQuery({
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const full = await graphqlResponse(t.app, everything, {}, { ip: nextIp() });
    const names = (answer: any) => answer.__schema.types.map((type: { name: string }) => type.name).sort();
    expect(data.__schema.queryType).toEqual(full.body.data.__schema.queryType);
    expect(names(data)).toEqual(names(full.body.data));
    expect(names(data)).toContain('Game');
    const etag = response.headers.get('etag')!;
    expect((await fetch(`${origin}/graphql/schema.json`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('is not limited: the explorer reads it on every visit', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${origin}/graphql/schema.json`)).status);
    expect(statuses).toEqual([200, 200, 200]);
  });
});

describe('an introspection through /graphql', () => {
  it('costs what its answer weighs, not what its few fields count', () => {
    const cost = operationCost(schema, parse('{ __schema { types { name fields { name } } } }'), undefined, {});
    expect(cost).toBe(schemaDocument(schema).cost);
    expect(cost).toBeGreaterThan(2_000);
    // Each `__schema` can answer the whole schema again; `__type` is priced by its fields.
    expect(operationCost(schema, parse('{ __type(name: "Game") { name } }'), undefined, {})).toBeLessThan(100);
    const twice = parse('{ a: __schema { types { name } } b: __schema { types { name } } }');
    expect(operationCost(schema, twice, undefined, {})).toBe(2 * schemaDocument(schema).cost);
  });

  it('is recognised at the root only, through fragments too', () => {
    expect(isIntrospection(parse('query { ...F } fragment F on Query { __type(name: "Game") { name } }'))).toBe(true);
    expect(isIntrospection(parse('{ ... on Query { __schema { queryType { name } } } }'))).toBe(true);
    expect(isIntrospection(parse('{ consoles { edges { node { __typename } } } }'))).toBe(false);
  });

  it('a visitor asks one a minute; a member is held by the cost limit only', async () => {
    const ip = nextIp();
    const introspect = (headers: Record<string, string> = {}) =>
      graphqlResponse(t.app, '{ __schema { queryType { name } } }', {}, { ip, headers });
    expect((await introspect()).status).toBe(200);
    const refused = await introspect();
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    const member = await createTestUser(t.db, 'Introspector');
    expect((await introspect({ cookie: member.cookie })).status).toBe(200);
    expect((await introspect({ cookie: member.cookie })).status).toBe(200);
  });
});
