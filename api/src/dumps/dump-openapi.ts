// The dumps' part of the REST facade's OpenAPI document (issue 29): the list and the files, with
// the list's body described as strictly as the facade's own (every property required, no others),
// so dumps.test.ts validating a real answer against it fails on any drift from dump-http.ts.
import { record, type Schema } from '../rest/openapi-schemas.ts';
import { DUMP_TYPES } from './dump-types.ts';
import { DUMPS_PATH } from './dump-http.ts';
import { DUMP_NAME_PATTERN, MANIFEST_FILE } from './write-dump.ts';

const text: Schema = { type: 'string' };
const count: Schema = { type: 'integer', minimum: 0 };
const fileNames = [...DUMP_TYPES.map((type) => `${type.name}.jsonl.gz`), MANIFEST_FILE];

const DumpFile = record('One gzip JSON Lines file of a dump: one JSON object per line.', {
  type: { type: 'string', enum: DUMP_TYPES.map((type) => type.name) },
  file: { type: 'string', enum: fileNames },
  rows: count,
  bytes: count,
  sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the file as served (gzip bytes).' },
  url: { type: 'string', description: 'Where to download it, relative to the server.' },
});

const DumpManifest = record('A finished dump. Its files were read in one transaction, so they agree with each other.', {
  format: { const: 'cartridge-vault-dump' },
  schemaVersion: { type: 'integer', minimum: 1, description: 'Bumped when a row changes shape.' },
  name: { type: 'string', pattern: DUMP_NAME_PATTERN.source },
  createdAt: { type: 'string', format: 'date-time' },
  migration: { type: ['string', 'null'], description: 'The database migration the dump was read at.' },
  changeFeedPosition: {
    type: 'string',
    pattern: '^[0-9]+-[0-9]+$',
    description:
      'The change feed position the dump is consistent with: read `/api/v1/changes?after=` this position and apply each change to stay an exact copy.',
  },
  files: { type: 'array', items: { $ref: '#/components/schemas/DumpFile' } },
  manifestUrl: { type: 'string', description: `This manifest alone, as \`${MANIFEST_FILE}\`.` },
});

export const DUMP_SCHEMAS: Record<string, Schema> = {
  DumpFile,
  DumpManifest,
  DumpList: record('The dumps this server keeps, newest first.', {
    dumps: { type: 'array', items: { $ref: '#/components/schemas/DumpManifest' } },
  }),
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export const DUMP_PATHS = {
  [DUMPS_PATH]: {
    get: {
      operationId: 'listDumps',
      parameters: [],
      summary: 'The full catalogue dumps this server keeps, with each file’s row count, size and SHA-256',
      description:
        'Written on a schedule (every `DUMP_INTERVAL_HOURS`, the newest `DUMP_KEEP` kept). Holds the public catalogue only: consoles, companies, games, versions and the history of applied changes. Not rate limited: the list is small and the files are static, cached for a day (an operator may serve `DUMP_DIR` from nginx or a CDN instead).',
      responses: {
        200: {
          description: 'OK. An empty list when this server writes no dumps.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/DumpList' } } },
        },
        405: errorResponse('Only GET and HEAD.'),
      },
    },
  },
  [`${DUMPS_PATH}/{name}/{file}`]: {
    get: {
      operationId: 'getDumpFile',
      summary: 'One file of a dump, with Range requests and a strong ETag; it never changes once written',
      parameters: [
        {
          name: 'name',
          in: 'path',
          required: true,
          description: 'The dump’s name, as listed.',
          schema: { type: 'string', pattern: DUMP_NAME_PATTERN.source },
        },
        {
          name: 'file',
          in: 'path',
          required: true,
          description: 'A file the dump’s manifest lists, or the manifest itself.',
          schema: { type: 'string', enum: fileNames },
        },
        { name: 'Range', in: 'header', required: false, description: 'e.g. `bytes=0-1023`.', schema: text },
        { $ref: '#/components/parameters/IfNoneMatch' },
      ],
      responses: {
        200: {
          description: 'The whole file: gzip for the rows, JSON for the manifest.',
          content: { 'application/gzip': {}, 'application/json': {} },
        },
        206: { description: 'The requested range.', content: { 'application/gzip': {} } },
        304: { description: 'The file has not changed since the ETag in If-None-Match.' },
        404: errorResponse('No such dump, or a file its manifest does not list.'),
        416: { description: 'The range lies outside the file.' },
      },
    },
  },
};
