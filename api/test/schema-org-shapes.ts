// A small checker of JSON-LD against schema.org's definitions of the types the site writes: each
// property's expected types (schema.org's "Values expected to be one of these types") and the
// properties the site promises for each type. schema-dts types the data at compile time; this
// checks the values at run time (a date's form, a URL being absolute, a nested thing's type).

type DataType = 'Text' | 'URL' | 'Date' | 'DateTime' | 'Integer';
/** A data type, or a schema.org type a nested object must have as its @type. */
type Expected = DataType | 'Thing' | 'Organization' | 'Person' | 'ListItem' | 'CreativeWork';

interface Shape {
  required: string[];
  properties: Record<string, Expected[]>;
}

// From schema.org's pages for each type (properties inherited from Thing and CreativeWork included).
const SHAPES: Record<string, Shape> = {
  VideoGame: {
    required: ['name', 'gamePlatform'],
    properties: {
      name: ['Text'],
      url: ['URL'],
      gamePlatform: ['Text', 'URL', 'Thing'],
      publisher: ['Organization', 'Person'],
      author: ['Organization', 'Person'],
      datePublished: ['Date', 'DateTime'],
      image: ['URL'],
    },
  },
  BlogPosting: {
    required: ['headline', 'datePublished', 'author'],
    properties: {
      headline: ['Text'],
      description: ['Text'],
      url: ['URL'],
      mainEntityOfPage: ['URL', 'CreativeWork'],
      datePublished: ['Date', 'DateTime'],
      dateModified: ['Date', 'DateTime'],
      author: ['Organization', 'Person'],
      publisher: ['Organization', 'Person'],
    },
  },
  BreadcrumbList: { required: ['itemListElement'], properties: { itemListElement: ['ListItem'] } },
  ListItem: {
    required: ['position', 'name', 'item'],
    properties: { position: ['Integer', 'Text'], name: ['Text'], item: ['URL', 'Thing'] },
  },
  Organization: { required: ['name'], properties: { name: ['Text'], url: ['URL'] } },
  Person: { required: ['name'], properties: { name: ['Text'], url: ['URL'] } },
};

const THING_TYPES = new Set(Object.keys(SHAPES));

function isDataValue(value: unknown, type: DataType): boolean {
  switch (type) {
    case 'Text':
      return typeof value === 'string' && value.length > 0;
    case 'URL':
      return typeof value === 'string' && /^https?:\/\/[^/]/.test(value) && URL.canParse(value);
    case 'Date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'DateTime':
      return (
        typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
        !Number.isNaN(Date.parse(value))
      );
    case 'Integer':
      return Number.isInteger(value);
  }
}

function fits(value: unknown, expected: Expected): boolean {
  if (typeof value === 'object' && value !== null) {
    const type = (value as { '@type'?: unknown })['@type'];
    if (typeof type !== 'string') return false;
    if (expected === 'Thing') return THING_TYPES.has(type);
    if (expected === 'CreativeWork') return type === 'BlogPosting' || type === 'VideoGame';
    return type === expected;
  }
  return ['Text', 'URL', 'Date', 'DateTime', 'Integer'].includes(expected) && isDataValue(value, expected as DataType);
}

/** The ways `thing` (and the things inside it) departs from its type's shape; empty when it fits. */
export function schemaOrgProblems(thing: unknown, at = '$'): string[] {
  if (typeof thing !== 'object' || thing === null) return [`${at}: not an object`];
  const { '@type': type, ...properties } = thing as Record<string, unknown>;
  const shape = typeof type === 'string' ? SHAPES[type] : undefined;
  if (!shape) return [`${at}: unknown @type ${String(type)}`];
  const problems = shape.required
    .filter((name) => !(name in properties))
    .map((name) => `${at}: ${type} without ${name}`);
  for (const [name, raw] of Object.entries(properties)) {
    const expected = shape.properties[name];
    if (!expected) {
      problems.push(`${at}.${name}: not a property of ${type}`);
      continue;
    }
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.length === 0) problems.push(`${at}.${name}: empty`);
    values.forEach((value, i) => {
      const where = Array.isArray(raw) ? `${at}.${name}[${i}]` : `${at}.${name}`;
      if (!expected.some((candidate) => fits(value, candidate)))
        problems.push(`${where}: ${JSON.stringify(value)} is not ${expected.join(' or ')}`);
      else if (typeof value === 'object') problems.push(...schemaOrgProblems(value, where));
    });
  }
  return problems;
}

/** A whole JSON-LD document: schema.org context and each thing of its @graph. */
export function jsonLdProblems(document: unknown): string[] {
  const { '@context': context, '@graph': graph } = (document ?? {}) as Record<string, unknown>;
  const problems = context === 'https://schema.org' ? [] : [`@context is ${String(context)}`];
  if (!Array.isArray(graph) || graph.length === 0) return [...problems, 'no @graph'];
  return [...problems, ...graph.flatMap((thing, i) => schemaOrgProblems(thing, `@graph[${i}]`))];
}
