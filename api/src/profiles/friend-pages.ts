// A page of a user's friends, oldest account (lowest id) first, read in the user's own statement.
// A friendship is one row per pair with the lower id first (Friendship.userAId < userBId), so the
// user's friends are the B side of the rows where the user is A and the A side of the others:
// each side is read in id order up to one more than the page (on its index), and the two are
// merged. A cursor holds the last friend's id; the next page is the friends after it.
import { cursorArgument, decodeCursor, encodeCursor, forwardPageSize } from '../paging/keyset-cursor.ts';
import type { PageArgs } from '../paging/id-keyset.ts';

const LIST = 'friends';
const DEFAULT_SIZE = 20;

interface IdKey {
  id: number;
}

const isIdKey = (key: unknown): key is IdKey => Number.isInteger((key as Partial<IdKey>).id);

type NestedSelection = (selection: true, path: string[]) => unknown;

/** What a User row holds once `friendPages.query` was part of its selection. */
export interface FriendSides<U extends { id: number }> {
  friendshipsA?: { userB: U }[];
  friendshipsB?: { userA: U }[];
}

const size = (args: PageArgs) => forwardPageSize(args, LIST, DEFAULT_SIZE);

export const friendPages = {
  /**
   * The two sides' relation queries for one page. They are read whether or not the section is
   * visible to the viewer (the resolver decides before anything is shown): a page's worth of rows
   * either way, where a visibility filter in SQL made PostgreSQL walk every friendship of the
   * owner before dropping them all.
   */
  query(args: PageArgs, nestedSelection: NestedSelection) {
    const after = args.after ? cursorArgument(() => decodeCursor(args.after!, LIST, isIdKey)).id : null;
    const friend = nestedSelection(true, ['edges', 'node']);
    const take = size(args) + 1;
    const past = after === null ? {} : { gt: after };
    return {
      friendshipsA: {
        where: { userBId: past },
        orderBy: { userBId: 'asc' },
        take,
        select: { userB: friend },
      },
      friendshipsB: {
        where: { userAId: past },
        orderBy: { userAId: 'asc' },
        take,
        select: { userA: friend },
      },
    } as const;
  },

  /** The connection of the friends the two sides loaded. */
  connection<U extends { id: number }>(user: FriendSides<U>, args: PageArgs) {
    const friends = [
      ...(user.friendshipsA ?? []).map((row) => row.userB),
      ...(user.friendshipsB ?? []).map((row) => row.userA),
    ].sort((a, b) => a.id - b.id);
    const shown = friends.slice(0, size(args));
    const edges = shown.map((node) => ({ node, cursor: encodeCursor(LIST, { id: node.id } satisfies IdKey) }));
    return {
      edges,
      pageInfo: {
        hasNextPage: friends.length > shown.length,
        hasPreviousPage: args.after != null,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  },
};
