// The games list's sort orders: GraphQL's GameOrder enum, the SQL ordering and the cursors
// (game-cursor.ts) all take them from here.
export const GAME_ORDERS = ['RELEVANCE', 'TITLE', 'RELEASE_DATE', 'RECENTLY_ADDED'] as const;
export type GameOrder = (typeof GAME_ORDERS)[number];
