import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { hashToken } from './session-cookie.ts';
import { findViewer } from './viewer.ts';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  const user = await db.prisma.user.create({
    data: { username: 'Kate', usernameKey: 'kate', email: 'kate@example.org', passwordHash: 'x', role: 'MODERATOR' },
  });
  const inAnHour = new Date(Date.now() + 3_600_000);
  await db.prisma.session.createMany({
    data: [
      { userId: user.id, tokenHash: hashToken('live-token'), expiresAt: inAnHour },
      { userId: user.id, tokenHash: hashToken('old-token'), expiresAt: new Date(Date.now() - 1000) },
    ],
  });
});
afterAll(() => db.close());

describe('the viewer behind a session cookie', () => {
  it('is the session user for a live session, under the cookie name the scheme calls for', async () => {
    const expected = { username: 'Kate', role: 'MODERATOR' };
    expect(await findViewer(db, 'theme=dark; session=live-token', false)).toMatchObject(expected);
    expect(await findViewer(db, '__Host-session=live-token', true)).toMatchObject(expected);
  });

  it('is nobody over HTTPS for the plain cookie (which any subdomain or http page can set), nor over http for the __Host- one', async () => {
    expect(await findViewer(db, 'session=live-token', true)).toBeNull();
    expect(await findViewer(db, '__Host-session=live-token', false)).toBeNull();
  });

  it('is nobody for an expired session, an unknown token or no cookie at all', async () => {
    expect(await findViewer(db, 'session=old-token', false)).toBeNull();
    expect(await findViewer(db, 'session=made-up', false)).toBeNull();
    expect(await findViewer(db, null, false)).toBeNull();
    expect(await findViewer(db, 'session=%E0%A4%A', false)).toBeNull();
  });
});
