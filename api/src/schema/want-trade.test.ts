// Want and trade lists (issue 17): the want-list mutations, friends' matches in a constant number
// of statements, and the mail to friends who want a version someone marks for trade.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { friendshipKey } from '../profiles/relation.ts';

const t = useTestApp({ seed: true });
type User = Awaited<ReturnType<typeof createTestUser>>;
let ann: User;
let bob: User;
let stranger: User;
let versionIds: number[];

const want = `mutation ($input: WantVersionInput!) { wantVersion(input: $input) { __typename
  ... on MutationWantVersionSuccess { data { want { maxPriceCents currency } version { viewerWants { id } } } }
  ... on ValidationError { fieldErrors { field code } }
  ... on NotFoundError { field } } }`;
const unwant = `mutation ($input: UnwantVersionInput!) { unwantVersion(input: $input) { __typename
  ... on MutationUnwantVersionSuccess { data { deletedId version { viewerWants { id } } } } } }`;
const matches = `{ viewer { friendsHavingWhatYouWant { friendUsername gameTitle copies maxPriceCents }
  friendsWantingWhatYouTrade { friendUsername gameTitle copies } } }`;

const versionGid = (id: number) => encodeGlobalID('Version', String(id));

beforeAll(async () => {
  ann = await createTestUser(t.db, 'want_ann', { locale: 'fr' });
  bob = await createTestUser(t.db, 'want_bob');
  stranger = await createTestUser(t.db, 'want_stranger');
  await t.db.prisma.friendship.create({ data: friendshipKey(ann.id, bob.id) });
  versionIds = (await t.db.prisma.version.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 40 })).map(
    (v) => v.id,
  );
});

describe('want list', () => {
  it('puts a version on the want list once, changes its price, and takes it off', async () => {
    const input = { versionId: versionGid(versionIds[0]!), maxPriceCents: 1999, currency: 'eur' };
    const first: any = await graphql(t.app, want, { input }, { cookie: ann.cookie });
    expect(first.data.wantVersion.data.want).toEqual({ maxPriceCents: 1999, currency: 'EUR' });
    const again: any = await graphql(t.app, want, { input: { ...input, maxPriceCents: 500 } }, { cookie: ann.cookie });
    expect(again.data.wantVersion.data.want.maxPriceCents).toBe(500);
    expect(again.data.wantVersion.data.version.viewerWants).toHaveLength(1);
    const removed: any = await graphql(
      t.app,
      unwant,
      { input: { versionId: input.versionId } },
      { cookie: ann.cookie },
    );
    expect(removed.data.unwantVersion.data.deletedId).toBeTruthy();
    expect(removed.data.unwantVersion.data.version.viewerWants).toEqual([]);
  });

  it('refuses a price without a currency, an unknown version, and a visitor', async () => {
    const noCurrency: any = await graphql(
      t.app,
      want,
      { input: { versionId: versionGid(versionIds[0]!), maxPriceCents: 100 } },
      { cookie: ann.cookie },
    );
    expect(noCurrency.data.wantVersion).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'currency', code: 'required' }],
    });
    const unknown: any = await graphql(
      t.app,
      want,
      { input: { versionId: versionGid(99_999_999) } },
      { cookie: ann.cookie },
    );
    expect(unknown.data.wantVersion).toEqual({ __typename: 'NotFoundError', field: 'versionId' });
    const visitor: any = await graphql(t.app, want, { input: { versionId: versionGid(versionIds[0]!) } });
    expect(visitor.errors).toBeDefined();
  });
});

async function fillLists(count: number) {
  await t.db.prisma.wantedVersion.deleteMany({ where: { userId: { in: [ann.id, bob.id, stranger.id] } } });
  await t.db.prisma.collectionItem.deleteMany({ where: { userId: { in: [ann.id, bob.id, stranger.id] } } });
  const ids = versionIds.slice(0, count);
  await t.db.prisma.wantedVersion.createMany({ data: ids.map((versionId) => ({ userId: ann.id, versionId })) });
  await t.db.prisma.collectionItem.createMany({
    data: ids.flatMap((versionId) => [
      { userId: bob.id, versionId, forTrade: true },
      { userId: stranger.id, versionId, forTrade: true },
    ]),
  });
}

describe('matches with friends', () => {
  it('lists friends having what you want and wanting what you trade, never strangers', async () => {
    await fillLists(2);
    const asAnn: any = await graphql(t.app, matches, {}, { cookie: ann.cookie });
    expect(asAnn.data.viewer.friendsHavingWhatYouWant.map((m: any) => m.friendUsername)).toEqual([
      'want_bob',
      'want_bob',
    ]);
    const asBob: any = await graphql(t.app, matches, {}, { cookie: bob.cookie });
    expect(asBob.data.viewer.friendsWantingWhatYouTrade.map((m: any) => m.friendUsername)).toEqual([
      'want_ann',
      'want_ann',
    ]);
    const asStranger: any = await graphql(t.app, matches, {}, { cookie: stranger.cookie });
    expect(asStranger.data.viewer.friendsWantingWhatYouTrade).toEqual([]);
  });

  it("leaves out a friend's hidden trade list", async () => {
    await fillLists(2);
    await t.db.prisma.user.update({ where: { id: bob.id }, data: { hiddenSections: ['tradeList'] } });
    const asAnn: any = await graphql(t.app, matches, {}, { cookie: ann.cookie });
    expect(asAnn.data.viewer.friendsHavingWhatYouWant).toEqual([]);
    await t.db.prisma.user.update({ where: { id: bob.id }, data: { hiddenSections: [] } });
  });

  it('costs the same number of statements for 2 and for 40 wanted versions', async () => {
    await fillLists(2);
    const small = await countStatements(t.db, () => graphql(t.app, matches, {}, { cookie: ann.cookie }));
    await fillLists(40);
    const large = await countStatements(t.db, () => graphql(t.app, matches, {}, { cookie: ann.cookie }));
    const result: any = await graphql(t.app, matches, {}, { cookie: ann.cookie });
    expect(result.data.viewer.friendsHavingWhatYouWant).toHaveLength(40);
    // The session, then one statement per list.
    expect(small).toBe(3);
    expect(large).toBe(small);
  });
});

describe('mail when a friend offers a wanted version for trade', () => {
  it("is written in the wanter's language when they chose it, and only then", async () => {
    await fillLists(0);
    await t.db.prisma.wantedVersion.create({ data: { userId: ann.id, versionId: versionIds[3]! } });
    const add = `mutation ($input: AddToCollectionInput!) { addToCollection(input: $input) { __typename } }`;
    const outbox = () => t.db.prisma.emailOutbox.findMany({ where: { to: ann.email, kind: 'wanted-for-trade' } });
    await graphql(
      t.app,
      add,
      { input: { versionId: versionGid(versionIds[3]!), forTrade: true } },
      { cookie: bob.cookie },
    );
    await t.app.tasks.settled();
    expect(await outbox()).toEqual([]);
    await t.db.prisma.emailPreferences.update({
      where: { userId: ann.id },
      data: { enabled: true, wantedForTrade: true },
    });
    await graphql(
      t.app,
      add,
      { input: { versionId: versionGid(versionIds[3]!), forTrade: true } },
      { cookie: bob.cookie },
    );
    // A stranger's offer tells no one.
    await graphql(
      t.app,
      add,
      { input: { versionId: versionGid(versionIds[3]!), forTrade: true } },
      { cookie: stranger.cookie },
    );
    await t.app.tasks.settled();
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('want_bob');
    expect(mails[0]!.text).toContain('/user/want_bob');
    expect(mails[0]!.subject).toContain('échange');
  });
});
