import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envelop } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { parse, specifiedRules, validate } from 'graphql';
import { schema } from '../schema/index.ts';
import { ARMOR_LIMITS, useArmor } from './armor.ts';
import { operationText } from './persisted-operations.ts';

type Plugin = Parameters<typeof envelop>[0]['plugins'][number];

const engine: Plugin = {
  onEnveloped: ({ setSchema }) => setSchema(schema),
  onParse: ({ setParseFn }) => setParseFn(parse),
  onValidate: ({ setValidationFn }) => setValidationFn(validate),
};

function validateWith(armor: Plugin, text: string) {
  const { parse: parseDocument, validate: validateDocument } = envelop({ plugins: [engine, armor] })({});
  return validateDocument(schema, parseDocument(text), specifiedRules);
}

/** The document's errors under graphql's rules and graphql-armor's, as the app configures them. */
function armorErrors(text: string): string[] {
  try {
    return validateWith(useArmor(), text).map((error: Error) => error.message);
  } catch (refusal) {
    // graphql-armor throws its refusal rather than returning it.
    return [(refusal as Error).message];
  }
}

/** graphql-armor's shape cost of a document, with the app's options. */
function shapeCost(text: string): number {
  let cost = NaN;
  const onAccept = [(_: unknown, { n }: { n: number }) => void (cost = n)];
  validateWith(EnvelopArmorPlugin({ ...ARMOR_LIMITS, costLimit: { ...ARMOR_LIMITS.costLimit, onAccept } }), text);
  return cost;
}

const generated = path.resolve(import.meta.dirname, '../../../web/src/__generated__');
const operations = readdirSync(generated).filter((file) => /(Query|Mutation|Subscription)\.graphql\.ts$/.test(file));

describe("graphql-armor's shape limits", () => {
  it.each(operations)('let the web app’s %s through', async (file) => {
    const artifact = (await import(path.join(generated, file))).default as { params: { name: string; id: string } };
    expect(armorErrors(operationText(artifact.params))).toEqual([]);
  });

  it('still refuse an absurd shape', () => {
    const nested = (depth: number): string =>
      depth === 0 ? 'id' : `games(first: 100) { edges { node { versions { game { ${nested(depth - 1)} } } } } }`;
    expect(armorErrors(`{ ${nested(3)} }`).join(' ')).toMatch(/Query Cost limit of 20000 exceeded|depth/);
  });

  it('let a fragment cost no more than its fields would one level deeper', () => {
    const inline = '{ games(first: 5) { edges { node { id title console { name } } } } }';
    const spread = '{ games(first: 5) { edges { node { ...A } } } } fragment A on Game { id title console { name } }';
    const nestedInline = '{ games(first: 5) { edges { node { node2: console { id title: name console: name } } } } }';
    expect(shapeCost(spread)).toBeGreaterThanOrEqual(shapeCost(inline));
    expect(shapeCost(spread)).toBeLessThan(shapeCost(nestedInline) * 2);
  });
});
