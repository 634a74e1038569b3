// JSON Schemas (2020-12) of the REST facade's bodies, as the SQL in queries.ts builds them.
// Every object lists all its properties as required and allows no others, so the test that
// validates real responses against them fails on any drift between the SQL and this document.
import { MAX_ROW_ID, REGIONS, REGION_LABELS } from '#shared/rules';
import { GAME_COUNT } from '#shared/catalogue-rules';

export type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const id: Schema = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID };
const text: Schema = { type: 'string' };
const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema.type, 'null'] });
const date: Schema = {
  type: 'string',
  format: 'date',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'YYYY-MM-DD',
};
const url: Schema = { type: 'string', format: 'uri' };
const list = (item: Schema): Schema => ({ type: 'array', items: item });

/** An object with exactly these properties, all present (null where the type allows). */
export function record(description: string, properties: Record<string, Schema>): Schema {
  return { type: 'object', description, properties, required: Object.keys(properties), additionalProperties: false };
}

export const COMPONENT_SCHEMAS: Record<string, Schema> = {
  Company: record('A developer or publisher.', { company_id: id, name: text }),
  Console: record('A console.', {
    console_id: id,
    name: text,
    manufacturer: text,
    release_date: nullable(date),
  }),
  Version: record('A regional version of a game.', {
    version_id: id,
    game_id: id,
    title: text,
    region: { type: 'string', enum: REGIONS.map((region) => REGION_LABELS[region]) },
    country: { ...nullable(text), description: 'Only for a regional variant unique to one country.' },
    revision: text,
    release_date: date,
    front_image_url: nullable(url),
    back_image_url: nullable(url),
    medium_image_url: nullable(url),
    box_art_url: { ...nullable(text), description: 'A link to box art elsewhere, as entered.' },
    barcode: {
      ...nullable({ type: 'string', pattern: '^[0-9]{13}$' }),
      description: 'EAN-13 digits on the box (a UPC-A code with a leading 0).',
    },
    developers: { ...list(ref('Company')), description: 'In credit order.' },
    publishers: { ...list(ref('Company')), description: 'In credit order.' },
  }),
  Game: record('A game with everything about it.', {
    id,
    title: text,
    console: ref('Console'),
    versions: { ...list(ref('Version')), description: 'Earliest release first.' },
    developers: { ...list(ref('Company')), description: 'In credit order.' },
    publishers: { ...list(ref('Company')), description: 'In credit order.' },
  }),
  GamePage: record('A page of games by id.', {
    games: list(ref('Game')),
    total: {
      type: 'integer',
      minimum: 0,
      description: `How many games there are, as total_kind says: counted exactly up to ${GAME_COUNT.exactUpTo}; past that the database's estimate of the catalogue's size, to two significant digits (counting a large catalogue on every page would cost a scan).`,
    },
    total_kind: {
      type: 'string',
      enum: ['exact', 'estimate', 'at_least'],
      description: `exact: counted. estimate: about this many. at_least: more than ${GAME_COUNT.exactUpTo}, before the database has estimated the size.`,
    },
    start: { type: 'integer', minimum: 0 },
    length: { type: 'integer', minimum: 1, description: 'The page length asked for; the last page holds fewer.' },
    next: {
      ...nullable(text),
      description:
        'The next page as a path on this server (start, length and after); null on the last page. Following it seeks through the index, so deep pages cost what the first does.',
    },
  }),
  GameList: record('Games.', { games: list(ref('Game')) }),
  VersionList: record('Versions.', { versions: list(ref('Version')) }),
  ConsoleList: record('Consoles.', { consoles: list(ref('Console')) }),
  Error: record('What went wrong, for people.', { error: text }),
};
