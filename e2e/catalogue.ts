import type { APIRequestContext } from '@playwright/test';
import { graphqlThroughApi } from './accounts.ts';

/** A seeded game as the specs name it: its global id, its number in addresses, its title. */
export interface SeededGame {
  id: string;
  databaseId: number;
  title: string;
}

type Games = { games: { edges: { node: SeededGame }[] } };

/** The first `count` games of the catalogue, in the API's default order. */
export async function firstGames(request: APIRequestContext, count: number): Promise<SeededGame[]> {
  const { games } = await graphqlThroughApi<Games>(
    request,
    'query ($count: Int!) { games(first: $count) { edges { node { id databaseId title } } } }',
    { count },
  );
  return games.edges.map((edge) => edge.node);
}

/**
 * A seeded game by its position in title order. Specs share one server and database, so each
 * test that edits a game picks a position no other spec uses.
 */
export async function seededGame(request: APIRequestContext, index: number): Promise<SeededGame> {
  const { games } = await graphqlThroughApi<Games>(
    request,
    '{ games(first: 40, orderBy: TITLE) { edges { node { id databaseId title } } } }',
  );
  return games.edges[index]!.node;
}

/** How many copies the signed-in member's collection holds, as the server has it. */
export async function collectionSize(request: APIRequestContext): Promise<number> {
  const { viewer } = await graphqlThroughApi<{ viewer: { collection: { totalCount: number } } }>(
    request,
    '{ viewer { collection(first: 1) { totalCount } } }',
  );
  return viewer.collection.totalCount;
}
