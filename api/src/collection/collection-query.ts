// How the collection list filters and sorts owned copies, as Prisma arguments.
import type { Prisma } from '../generated/prisma/client.ts';
import type { Completeness } from '#shared/collection-rules';
import type { Region } from '#shared/rules';
import { searchKey } from '#shared/search-key';

export const COLLECTION_ORDERS = ['TITLE', 'RELEASE_DATE', 'ACQUIRED_ON', 'PRICE'] as const;
export type CollectionOrder = (typeof COLLECTION_ORDERS)[number];

export interface CollectionFilter {
  search?: string | null;
  /** 0 for an id no console can have: matches nothing. */
  consoleId?: number | null;
  region?: Region | null;
  completeness?: Completeness | null;
  /** true: only copies offered for trade; false: only the others. */
  forTrade?: boolean | null;
}

const COMPLETENESS_WHERE: Record<Completeness, Prisma.CollectionItemWhereInput> = {
  COMPLETE_IN_BOX: { hasBox: true, hasManual: true, hasMedium: true },
  INCOMPLETE: { hasBox: true, OR: [{ hasManual: false }, { hasMedium: false }] },
  LOOSE: { hasBox: false },
};

export function collectionWhere(userId: number, filter: CollectionFilter): Prisma.CollectionItemWhereInput {
  const and: Prisma.CollectionItemWhereInput[] = [{ userId }];
  const key = filter.search ? searchKey(filter.search) : '';
  if (key) {
    // The game's search key already holds its title and every version title, normalised.
    and.push({ version: { game: { searchKey: { contains: key } } } });
  }
  if (filter.consoleId != null) and.push({ version: { game: { consoleId: filter.consoleId } } });
  if (filter.region) and.push({ version: { region: filter.region } });
  if (filter.completeness) and.push(COMPLETENESS_WHERE[filter.completeness]);
  if (filter.forTrade != null) and.push({ forTrade: filter.forTrade });
  return { AND: and };
}

/** Every order ends on the id, so pages never repeat or skip a copy. */
export function collectionOrderBy(order: CollectionOrder): Prisma.CollectionItemOrderByWithRelationInput[] {
  switch (order) {
    case 'TITLE':
      return [{ version: { game: { title: 'asc' } } }, { version: { releaseDate: 'asc' } }, { id: 'asc' }];
    case 'RELEASE_DATE':
      return [{ version: { releaseDate: 'asc' } }, { id: 'asc' }];
    case 'ACQUIRED_ON':
      return [{ acquiredOn: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }];
    case 'PRICE':
      return [{ pricePaidCents: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }];
  }
}
