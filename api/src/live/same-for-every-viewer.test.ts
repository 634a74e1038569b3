// Which fields a live event computes once per group: read from the Pothos definitions' extensions.
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema/index.ts';
import { declaredSameForEveryViewer } from './same-for-every-viewer.ts';
import { shareableDocument } from './shared-execution.ts';
import { parse } from 'graphql';

function declared(typeName: string, fieldName: string): boolean {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return declaredSameForEveryViewer(type, type.getFields()[fieldName]);
}

describe('fields declared the same for every viewer', () => {
  it('are read from the field and type definitions', () => {
    expect(declared('Request', 'approvals')).toBe(true);
    expect(declared('Request', 'viewerVote')).toBe(true);
    expect(declared('Comment', 'body')).toBe(true);
    expect(declared('PageInfo', 'hasNextPage')).toBe(true);
    expect(declared('Subscription', 'requestUpdated')).toBe(true);
    // The owner's own fields never are.
    expect(declared('User', 'username')).toBe(true);
    expect(declared('User', 'email')).toBe(false);
    expect(declared('User', 'sessions')).toBe(false);
  });

  it('a document is shared only when every field it selects is declared', () => {
    const page = parse(
      'subscription ($id: ID!) { requestUpdated(id: $id) { id approvals viewerVote submitter { username } } }',
    );
    const email = parse('subscription ($id: ID!) { requestUpdated(id: $id) { id submitter { username email } } }');
    expect(shareableDocument(schema, page)).toBe(true);
    expect(shareableDocument(schema, email)).toBe(false);
  });
});
