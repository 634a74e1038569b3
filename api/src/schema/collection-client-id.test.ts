// An add sent with a client id is made once (issue 28, the offline outbox): replayed in turn or
// at once, by one session or two, it returns the copy the first one made. On PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the racing adds really run side by side.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser, openSession } from '../../test/accounts.ts';

const t = useTestApp({ seed: true });
const versionGid = (id: number) => encodeGlobalID('Version', String(id));

const ADD = `mutation A($input: AddToCollectionInput!) { addToCollection(input: $input) {
  __typename
  ... on MutationAddToCollectionSuccess { data { item { id condition } version { viewerCopies { id } } } }
  ... on ValidationError { fieldErrors { field code } }
  ... on NotFoundError { field } } }`;

let owner: { id: number; cookie: string };
let other: { id: number; cookie: string };
let versions: number[];

beforeAll(async () => {
  owner = await createTestUser(t.db, 'outbox_owner');
  other = await createTestUser(t.db, 'outbox_other');
  versions = (await t.db.prisma.version.findMany({ orderBy: { id: 'asc' }, take: 3, select: { id: true } })).map(
    (v) => v.id,
  );
});

const add = (cookie: string, input: Record<string, unknown>) => graphql(t.app, ADD, { input }, { cookie });
const copies = (userId: number, clientId: string) =>
  t.db.prisma.collectionItem.findMany({ where: { userId, clientId }, select: { id: true, condition: true } });

describe('adds with a client id', () => {
  it('a replay returns the first copy and adds nothing, even with other fields', async () => {
    const clientId = '4a4cfd0e-5a59-4f7b-9d2f-1f3c7c1d0001';
    const first: any = await add(owner.cookie, { versionId: versionGid(versions[0]!), condition: 'GOOD', clientId });
    expect(first.data.addToCollection.__typename).toBe('MutationAddToCollectionSuccess');
    const again: any = await add(owner.cookie, { versionId: versionGid(versions[0]!), condition: 'POOR', clientId });
    expect(again.data.addToCollection.data.item).toEqual(first.data.addToCollection.data.item);
    expect(await copies(owner.id, clientId)).toEqual([expect.objectContaining({ condition: 'GOOD' })]);
    expect(again.data.addToCollection.data.version.viewerCopies).toHaveLength(1);
  });

  it('adds sent at once with one client id make one copy; all answer with it', async () => {
    const clientId = '4a4cfd0e-5a59-4f7b-9d2f-1f3c7c1d0002';
    // Two tabs of one member: two sessions.
    const second = { cookie: await openSession(t.db, owner.id) };
    const results: any[] = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        add(i % 2 ? second.cookie : owner.cookie, { versionId: versionGid(versions[1]!), clientId }),
      ),
    );
    const ids = new Set(results.map((r) => r.data.addToCollection.data.item.id));
    expect(ids.size).toBe(1);
    expect(await copies(owner.id, clientId)).toHaveLength(1);
  });

  it("is the member's own: another member's same client id makes their own copy", async () => {
    const clientId = '4a4cfd0e-5a59-4f7b-9d2f-1f3c7c1d0003';
    const mine: any = await add(owner.cookie, { versionId: versionGid(versions[2]!), clientId });
    const theirs: any = await add(other.cookie, { versionId: versionGid(versions[2]!), clientId });
    expect(theirs.data.addToCollection.data.item.id).not.toBe(mine.data.addToCollection.data.item.id);
    expect(await copies(owner.id, clientId)).toHaveLength(1);
    expect(await copies(other.id, clientId)).toHaveLength(1);
  });

  it('adds without a client id stay separate copies', async () => {
    const before = await t.db.prisma.collectionItem.count({ where: { userId: owner.id, versionId: versions[2]! } });
    await add(owner.cookie, { versionId: versionGid(versions[2]!) });
    await add(owner.cookie, { versionId: versionGid(versions[2]!) });
    expect(await t.db.prisma.collectionItem.count({ where: { userId: owner.id, versionId: versions[2]! } })).toBe(
      before + 2,
    );
  });

  it('refuses a malformed client id as a ValidationError and stores nothing', async () => {
    const before = await t.db.prisma.collectionItem.count();
    const result: any = await add(owner.cookie, { versionId: versionGid(versions[0]!), clientId: 'no spaces!' });
    expect(result.data.addToCollection).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'clientId', code: 'invalidFormat' }],
    });
    expect(await t.db.prisma.collectionItem.count()).toBe(before);
  });
});
