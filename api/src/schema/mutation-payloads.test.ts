import type { GraphQLUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './index.ts';

// CONTRIBUTING.md: one payload convention, so every client reads every mutation the same way.
describe('mutation payloads', () => {
  it('every mutation answers Mutation<Name>Result: its Mutation<Name>Success { data } or typed errors implementing Error', () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(20);
    const offside = mutations.flatMap((field) => {
      const name = `Mutation${field.name[0]!.toUpperCase()}${field.name.slice(1)}`;
      // Checked by shape: the schema's graphql module may be another instance than this file's.
      const type = 'ofType' in field.type ? field.type.ofType : field.type;
      if (!('getTypes' in type) || type.name !== `${name}Result`)
        return [`${field.name} answers ${String(field.type)}`];
      const members = (type as GraphQLUnionType).getTypes();
      const success = members.find((member) => member.name === `${name}Success`);
      const problems = success?.getFields().data ? [] : [`${field.name} has no ${name}Success { data }`];
      for (const member of members) {
        if (member !== success && !member.getInterfaces().some((face) => face.name === 'Error')) {
          problems.push(`${field.name} answers ${member.name}, which is not an Error`);
        }
      }
      return problems;
    });
    expect(offside).toEqual([]);
  });
});
