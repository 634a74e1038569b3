import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';

const t = useTestApp({ seed: true });
const versionGid = (id: number) => encodeGlobalID('Version', String(id));
const itemGid = (id: number | string) => encodeGlobalID('CollectionItem', String(id));

const ADD = `mutation A($input: AddToCollectionInput!) { addToCollection(input: $input) {
  __typename
  ... on MutationAddToCollectionSuccess { data { item { id databaseId condition hasBox hasManual hasMedium pricePaidCents currency acquiredOn notes version { title } }
    version { id viewerCopies { id } } } }
  ... on ValidationError { fieldErrors { field code } }
  ... on NotFoundError { field message } } }`;
const UPDATE = `mutation U($input: UpdateCollectionItemInput!) { updateCollectionItem(input: $input) {
  __typename
  ... on MutationUpdateCollectionItemSuccess { data { item { condition hasBox notes pricePaidCents currency } } }
  ... on ValidationError { fieldErrors { field code } }
  ... on NotFoundError { field } } }`;
const REMOVE = `mutation R($input: RemoveFromCollectionInput!) { removeFromCollection(input: $input) {
  __typename
  ... on MutationRemoveFromCollectionSuccess { data { deletedId version { viewerCopies { id } } } }
  ... on NotFoundError { field } } }`;

let owner: { id: number; cookie: string };
let other: { id: number; cookie: string };
let red: { id: number }[];

beforeAll(async () => {
  owner = await createTestUser(t.db, 'collector');
  other = await createTestUser(t.db, 'someone_else');
  red = await t.db.prisma.version.findMany({
    where: { game: { title: 'Pokémon Red Version' } },
    orderBy: { releaseDate: 'asc' },
    select: { id: true },
  });
});

const add = (cookie: string, input: Record<string, unknown>) => graphql(t.app, ADD, { input }, { cookie });

describe('adding to the collection', () => {
  it("adds a copy with every field and shows it among the version's viewerCopies", async () => {
    const result: any = await add(owner.cookie, {
      versionId: versionGid(red[0]!.id),
      condition: 'VERY_GOOD',
      hasBox: true,
      hasManual: true,
      pricePaidCents: 4500,
      currency: 'jpy',
      acquiredOn: '2020-05-01',
      notes: '  From a flea market  ',
    });
    expect(result.data.addToCollection.__typename).toBe('MutationAddToCollectionSuccess');
    const payload = result.data.addToCollection.data;
    expect(payload).toMatchObject({
      item: {
        condition: 'VERY_GOOD',
        hasBox: true,
        hasManual: true,
        hasMedium: true,
        pricePaidCents: 4500,
        currency: 'JPY',
        acquiredOn: '2020-05-01',
        notes: 'From a flea market',
        version: { title: 'ポケットモンスター 赤' },
      },
    });
    expect(payload.version.viewerCopies.map((c: any) => c.id)).toContain(payload.item.id);
  });

  it('allows several copies of one version', async () => {
    await add(owner.cookie, { versionId: versionGid(red[1]!.id) });
    const result: any = await add(owner.cookie, { versionId: versionGid(red[1]!.id), condition: 'POOR' });
    expect(result.data.addToCollection.data.version.viewerCopies).toHaveLength(2);
  });

  it('refuses a price without a currency as a ValidationError and stores nothing', async () => {
    const before = await t.db.prisma.collectionItem.count();
    const result: any = await add(owner.cookie, { versionId: versionGid(red[2]!.id), pricePaidCents: 100 });
    expect(result.data.addToCollection).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'currency', code: 'required' }],
    });
    expect(await t.db.prisma.collectionItem.count()).toBe(before);
  });

  it('answers NotFoundError for a version that does not exist', async () => {
    const result: any = await add(owner.cookie, { versionId: versionGid(987654) });
    expect(result.data.addToCollection).toMatchObject({ __typename: 'NotFoundError', field: 'versionId' });
    const huge: any = await add(owner.cookie, { versionId: versionGid(99999999999) });
    expect(huge.data.addToCollection.__typename).toBe('NotFoundError');
  });

  it('asks a visitor to log in', async () => {
    const result = await graphql(t.app, ADD, { input: { versionId: versionGid(red[0]!.id) } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('changing and removing copies', () => {
  it('changes only the fields sent, and null clears a field', async () => {
    const added: any = await add(owner.cookie, {
      versionId: versionGid(red[2]!.id),
      condition: 'GOOD',
      notes: 'keep me',
      pricePaidCents: 999,
      currency: 'EUR',
    });
    const id = added.data.addToCollection.data.item.id;
    const result: any = await graphql(
      t.app,
      UPDATE,
      { input: { id, condition: 'MINT', pricePaidCents: null } },
      { cookie: owner.cookie },
    );
    expect(result.data.updateCollectionItem).toEqual({
      __typename: 'MutationUpdateCollectionItemSuccess',
      data: { item: { condition: 'MINT', hasBox: false, notes: 'keep me', pricePaidCents: null, currency: 'EUR' } },
    });
  });

  it('checks the price rule against the stored copy', async () => {
    const added: any = await add(owner.cookie, { versionId: versionGid(red[2]!.id) });
    const result: any = await graphql(
      t.app,
      UPDATE,
      { input: { id: added.data.addToCollection.data.item.id, pricePaidCents: 500 } },
      { cookie: owner.cookie },
    );
    expect(result.data.updateCollectionItem.__typename).toBe('ValidationError');
  });

  it("treats someone else's copy as not found, for changes and removal alike", async () => {
    const added: any = await add(owner.cookie, { versionId: versionGid(red[0]!.id) });
    const id = added.data.addToCollection.data.item.id;
    const update: any = await graphql(t.app, UPDATE, { input: { id, condition: 'POOR' } }, { cookie: other.cookie });
    const remove: any = await graphql(t.app, REMOVE, { input: { id } }, { cookie: other.cookie });
    expect(update.data.updateCollectionItem).toEqual({ __typename: 'NotFoundError', field: 'id' });
    expect(remove.data.removeFromCollection).toEqual({ __typename: 'NotFoundError', field: 'id' });
    expect(
      await t.db.prisma.collectionItem.findUnique({ where: { id: added.data.addToCollection.data.item.databaseId } }),
    ).not.toBeNull();
  });

  it('hides a copy from node(id:) for anyone but its owner', async () => {
    const added: any = await add(owner.cookie, { versionId: versionGid(red[0]!.id) });
    const query = `query N($id: ID!) { node(id: $id) { ... on CollectionItem { databaseId } } }`;
    const id = added.data.addToCollection.data.item.id;
    const mine: any = await graphql(t.app, query, { id }, { cookie: owner.cookie });
    const theirs: any = await graphql(t.app, query, { id }, { cookie: other.cookie });
    expect(mine.data.node.databaseId).toBe(added.data.addToCollection.data.item.databaseId);
    expect(theirs.data?.node ?? null).toBeNull();
  });

  it('removes a copy and returns its id and the version without it', async () => {
    const added: any = await add(owner.cookie, { versionId: versionGid(red[0]!.id) });
    const id = added.data.addToCollection.data.item.id;
    const result: any = await graphql(t.app, REMOVE, { input: { id } }, { cookie: owner.cookie });
    expect(result.data.removeFromCollection.data.deletedId).toBe(id);
    expect(result.data.removeFromCollection.data.version.viewerCopies.map((c: any) => c.id)).not.toContain(id);
    const again: any = await graphql(t.app, REMOVE, { input: { id } }, { cookie: owner.cookie });
    expect(again.data.removeFromCollection.__typename).toBe('NotFoundError');
    const garbage: any = await graphql(t.app, REMOVE, { input: { id: itemGid('abc') } }, { cookie: owner.cookie });
    expect(garbage.data.removeFromCollection.__typename).toBe('NotFoundError');
  });
});

describe('the viewer in the mutation payloads', () => {
  const STATS =
    'viewer { collectionStats { totalCopies byCompleteness { completeness count } spent { currency cents } } collectorLevel { copies } }';
  const mutate = (name: string, input: Record<string, unknown>, cookie: string) => {
    const type = {
      addToCollection: 'AddToCollection',
      updateCollectionItem: 'UpdateCollectionItem',
      removeFromCollection: 'RemoveFromCollection',
    }[name]!;
    const query = `mutation M($input: ${type}Input!) {
      ${name}(input: $input) { __typename ... on Mutation${type}Success { data { ${STATS} } } } }`;
    return graphql(t.app, query, { input }, { cookie }) as Promise<any>;
  };

  it('brings the statistics and level as they are after an add, a change and a removal', async () => {
    const newcomer = await createTestUser(t.db, 'stats_follower');
    const added = await mutate('addToCollection', { versionId: versionGid(red[0]!.id) }, newcomer.cookie);
    expect(added.data.addToCollection.data.viewer).toEqual({
      collectionStats: { totalCopies: 1, byCompleteness: [{ completeness: 'LOOSE', count: 1 }], spent: [] },
      collectorLevel: { copies: 1 },
    });
    const { id } = await t.db.prisma.collectionItem.findFirstOrThrow({
      where: { userId: newcomer.id },
      select: { id: true },
    });
    const changed = await mutate(
      'updateCollectionItem',
      { id: itemGid(id), hasBox: true, hasManual: true, pricePaidCents: 2500, currency: 'EUR' },
      newcomer.cookie,
    );
    expect(changed.data.updateCollectionItem.data.viewer.collectionStats).toEqual({
      totalCopies: 1,
      byCompleteness: [{ completeness: 'COMPLETE_IN_BOX', count: 1 }],
      spent: [{ currency: 'EUR', cents: 2500 }],
    });
    const removed = await mutate('removeFromCollection', { id: itemGid(id) }, newcomer.cookie);
    expect(removed.data.removeFromCollection.data.viewer).toMatchObject({
      collectionStats: { totalCopies: 0, spent: [] },
      collectorLevel: { copies: 0 },
    });
  });
});

describe('viewerCopies on a page of games', () => {
  const page = (withCopies: boolean) =>
    `{ games(first: 20) { edges { node { title versions { id ${withCopies ? 'viewerCopies { id condition }' : ''} } } } } }`;

  it('costs no extra statement, whatever the number of versions', async () => {
    const listed: any = await graphql(
      t.app,
      `
        {
          games(first: 20) {
            edges {
              node {
                versions {
                  id
                }
              }
            }
          }
        }
      `,
    );
    for (const edge of listed.data.games.edges.slice(0, 5))
      await add(owner.cookie, { versionId: edge.node.versions[0].id });
    const without = await countStatements(t.db, () => graphql(t.app, page(false), {}, { cookie: owner.cookie }));
    let result: any;
    const withCopies = await countStatements(t.db, async () => {
      result = await graphql(t.app, page(true), {}, { cookie: owner.cookie });
    });
    expect(withCopies).toBe(without);
    const copies = result.data.games.edges.flatMap((e: any) => e.node.versions.flatMap((v: any) => v.viewerCopies));
    expect(copies.length).toBeGreaterThan(0);
  });

  it('is empty for a visitor and for another user', async () => {
    const visitor: any = await graphql(t.app, page(true));
    const stranger: any = await graphql(t.app, page(true), {}, { cookie: other.cookie });
    for (const result of [visitor, stranger]) {
      expect(result.data.games.edges.flatMap((e: any) => e.node.versions.flatMap((v: any) => v.viewerCopies))).toEqual(
        [],
      );
    }
  });
});
