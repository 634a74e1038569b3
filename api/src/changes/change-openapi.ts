// The change feed's schemas in the REST facade's OpenAPI document, as strict as the facade's own
// (every property required, no others), so openapi.test.ts validating real pages fails on drift.
import { record, type Schema } from '../rest/openapi-schemas.ts';
import { DUMP_TYPES } from '../dumps/dump-types.ts';

const Change = record('One change to the catalogue.', {
  position: {
    type: 'string',
    pattern: '^[0-9]+-[0-9]+$',
    description: 'Where this change is in the feed; pass it as `after` to continue after it.',
  },
  type: {
    type: 'string',
    enum: DUMP_TYPES.map((type) => type.name),
    description: 'What changed, named as the dump file whose rows `state` is one of.',
  },
  id: { type: 'integer', minimum: 1 },
  operation: {
    type: 'string',
    enum: ['created', 'updated', 'deleted'],
    description: 'deleted also when the row is gone since (or no longer public): state is then null.',
  },
  state: {
    type: ['object', 'null'],
    description:
      'The row as it is now, in the shape of its dump file; null when it is gone. Apply it (or drop the row) in feed order.',
  },
  changed_at: {
    type: 'string',
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z$',
    description: 'When it was written, in UTC (ISO 8601).',
  },
});

export const CHANGE_SCHEMAS: Record<string, Schema> = {
  Change,
  ChangePage: record('Changes in feed order.', {
    changes: { type: 'array', items: { $ref: '#/components/schemas/Change' } },
    next: {
      type: 'string',
      description: 'The page after this one, as a path on this server; when caught up, where to ask again later.',
    },
    caught_up: {
      type: 'boolean',
      description: 'True when this page holds every change there is so far: wait before following next.',
    },
  }),
};
