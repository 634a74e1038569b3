import { describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';

const t = useTestApp();

// What the app shell asks on every page load.
const shellQuery = '{ viewer { id databaseId username displayName role } }';

describe('what knowing the signed-in user costs', () => {
  it('costs a visitor no SQL at all', async () => {
    expect(await countStatements(t.db, () => graphql(t.app, shellQuery))).toBe(0);
  });

  it('costs a signed-in user two statements (the session with its user, then the fields asked for), and no write while the session is in use', async () => {
    const user = await createTestUser(t.db, 'Frequent');
    expect(await countStatements(t.db, () => graphql(t.app, shellQuery, {}, { cookie: user.cookie }))).toBe(2);
  });

  it("adds one write to record the session's use once it has been idle for a while", async () => {
    const user = await createTestUser(t.db, 'Returning');
    await t.db.prisma.session.updateMany({
      where: { userId: user.id },
      data: { lastSeenAt: new Date(Date.now() - 3_600_000) },
    });
    expect(await countStatements(t.db, () => graphql(t.app, shellQuery, {}, { cookie: user.cookie }))).toBe(3);
  });

  it('loads the settings page data (preferences and sessions) in a constant number of statements', async () => {
    const user = await createTestUser(t.db, 'Settler');
    const query =
      '{ viewer { username emailPreferences { enabled security } sessions { id current userAgent lastSeenAt } } }';
    const count = await countStatements(t.db, () => graphql(t.app, query, {}, { cookie: user.cookie }));
    expect(count).toBe(2); // session+user, then the user with email preferences and sessions joined in
  });
});
