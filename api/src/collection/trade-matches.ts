// Want and trade matches between the viewer and their friends (issue 17): one statement per list,
// whatever the sizes of the lists or the number of friends. A friend's list counts only when the
// friend lets friends see that profile section (the rule of shared/profile-rules.ts, in SQL).
import type { Database } from '../db/database.ts';
import type { ProfileSection } from '#shared/profile-rules';
import { MATCH_LIST_MAX } from '#shared/want-rules';

export interface TradeMatch {
  friendUsername: string;
  friendDisplayName: string | null;
  versionId: number;
  gameId: number;
  gameTitle: string;
  versionTitle: string;
  region: string;
  console: string;
  /** Copies for trade of the version: the friend's, or the viewer's. */
  copies: number;
  /** The want-list entry's maximum price: the viewer's, or the friend's. */
  maxPriceCents: number | null;
  currency: string | null;
}

// The friend's side (u) must show the section the match reads, as it would on their profile:
// a private profile or a hidden section shows nothing to friends either.
const matchSql = (wanter: 'viewer' | 'friend', section: ProfileSection) => `
WITH friends AS (
  SELECT CASE WHEN f."userAId" = $1 THEN f."userBId" ELSE f."userAId" END AS id
  FROM "Friendship" f WHERE f."userAId" = $1 OR f."userBId" = $1
)
SELECT u."username" AS "friendUsername", u."displayName" AS "friendDisplayName",
  v."id" AS "versionId", g."id" AS "gameId", g."title" AS "gameTitle", v."title" AS "versionTitle",
  v."region"::text AS "region", c."name" AS "console",
  count(*)::int AS "copies", w."maxPriceCents", w."currency"::text AS "currency"
FROM "WantedVersion" w
JOIN "CollectionItem" ci ON ci."versionId" = w."versionId" AND ci."forTrade"
JOIN friends fr ON fr.id = ${wanter === 'viewer' ? 'ci."userId"' : 'w."userId"'}
JOIN "User" u ON u.id = fr.id
  AND u."profileVisibility"::text <> 'PRIVATE' AND NOT ('${section}' = ANY(u."hiddenSections"))
JOIN "Version" v ON v."id" = w."versionId"
JOIN "Game" g ON g."id" = v."gameId"
JOIN "Console" c ON c."id" = g."consoleId"
WHERE ${wanter === 'viewer' ? 'w."userId"' : 'ci."userId"'} = $1
GROUP BY u."id", v."id", g."id", c."id", w."id"
ORDER BY g."title", v."id", u."usernameKey"
LIMIT ${MATCH_LIST_MAX}`;

const HAVE_WHAT_YOU_WANT = matchSql('viewer', 'tradeList');
const WANT_WHAT_YOU_TRADE = matchSql('friend', 'wantList');

/** Friends' copies for trade of versions the viewer wants. */
export function friendsHavingWhatYouWant(db: Database, viewerId: number): Promise<TradeMatch[]> {
  return db.sql.query<TradeMatch>(HAVE_WHAT_YOU_WANT, [viewerId]);
}

/** Friends wanting versions the viewer has copies of for trade. */
export function friendsWantingWhatYouTrade(db: Database, viewerId: number): Promise<TradeMatch[]> {
  return db.sql.query<TradeMatch>(WANT_WHAT_YOU_TRADE, [viewerId]);
}
