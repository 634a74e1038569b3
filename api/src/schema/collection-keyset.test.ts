// Keyset paging of a member's collection: walking every page in each order gives exactly the
// order the list had (collectionWhere + collectionOrderBy through Prisma), ties and empty prices
// and dates included, and no page skips rows with OFFSET.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { collectionOrderBy, collectionWhere, type CollectionFilter } from '../collection/collection-query.ts';

const t = useTestApp({ seed: true });
let owner: { id: number; cookie: string };

beforeAll(async () => {
  owner = await createTestUser(t.db, 'KeysetCollector');
  const versions = await t.db.prisma.version.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 6 });
  // Several copies of one version (ties on title and date), shared and missing prices and dates.
  await t.db.prisma.collectionItem.createMany({
    data: Array.from({ length: 17 }, (_, i) => ({
      userId: owner.id,
      versionId: versions[i % 4 === 0 ? 0 : i % versions.length]!.id,
      pricePaidCents: i % 3 === 0 ? null : (i % 4) * 1000,
      currency: i % 3 === 0 ? null : 'EUR',
      acquiredOn: i % 5 === 0 ? null : new Date(Date.UTC(2020, i % 3, 1)),
      hasBox: i % 2 === 0,
      hasManual: i % 3 !== 0,
    })),
  });
});

const pageQuery = /* GraphQL */ `
  query Copies($first: Int, $after: String, $orderBy: CollectionOrder, $completeness: Completeness) {
    viewer {
      collection(first: $first, after: $after, orderBy: $orderBy, completeness: $completeness) {
        totalCount
        edges {
          node {
            databaseId
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

async function walk(variables: Record<string, unknown>, size = 4) {
  const ids: number[] = [];
  const texts: string[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  t.db.statements.texts = texts;
  try {
    for (;;) {
      const result: any = await graphql(
        t.app,
        pageQuery,
        { ...variables, first: size, after },
        { cookie: owner.cookie },
      );
      expect(result.errors).toBeUndefined();
      const page = result.data.viewer.collection;
      ids.push(...page.edges.map((edge: any) => edge.node.databaseId));
      totals.push(page.totalCount);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
  } finally {
    delete t.db.statements.texts;
  }
  return { ids, texts, totals };
}

async function oldOrder(order: 'TITLE' | 'RELEASE_DATE' | 'ACQUIRED_ON' | 'PRICE', filter: CollectionFilter = {}) {
  const rows = await t.db.prisma.collectionItem.findMany({
    where: collectionWhere(owner.id, filter),
    orderBy: collectionOrderBy(order),
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

describe('the collection pages by keyset', () => {
  it.each(['TITLE', 'RELEASE_DATE', 'ACQUIRED_ON', 'PRICE'] as const)(
    '%s: every copy once, in the old order, without OFFSET',
    async (orderBy) => {
      const { ids, texts, totals } = await walk({ orderBy });
      expect(ids).toEqual(await oldOrder(orderBy));
      expect(totals.every((total) => total === 17)).toBe(true);
      const pages = texts.filter((text) => text.includes('"CollectionItem"'));
      expect(pages.length).toBeGreaterThan(4);
      expect(pages.filter((text) => /OFFSET/i.test(text))).toEqual([]);
    },
  );

  it('walks a filtered collection the same way', async () => {
    const { ids, totals } = await walk({ orderBy: 'PRICE', completeness: 'LOOSE' }, 3);
    const expected = await oldOrder('PRICE', { completeness: 'LOOSE' });
    expect(ids).toEqual(expected);
    expect(totals[0]).toBe(expected.length);
  });

  it('refuses a cursor of another order', async () => {
    const first = await graphql(t.app, pageQuery, { first: 2, orderBy: 'TITLE' }, { cookie: owner.cookie });
    const other: any = await graphql(
      t.app,
      pageQuery,
      { first: 2, orderBy: 'PRICE', after: first.data.viewer.collection.pageInfo.endCursor },
      { cookie: owner.cookie },
    );
    expect(other.errors?.[0]?.message).toBe('after is a cursor of another sort order or search');
  });
});
