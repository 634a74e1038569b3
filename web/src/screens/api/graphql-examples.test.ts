import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { GRAPHQL_EXAMPLES } from './graphql-examples.ts';

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../../../schema.graphql'), 'utf8'));

describe('the GraphQL examples on the API page', () => {
  it.each(GRAPHQL_EXAMPLES.map((example) => [example.id, example] as const))(
    '%s is valid against the schema',
    (_id, example) => {
      expect(validate(schema, parse(example.query)).map((error) => error.message)).toEqual([]);
    },
  );

  it('sends the variables an example declares, and none it does not', () => {
    for (const example of GRAPHQL_EXAMPLES) {
      const declared = [...example.query.matchAll(/\$(\w+):/g)].map((match) => match[1]);
      expect(Object.keys(example.variables ?? {})).toEqual(declared);
    }
  });
});
