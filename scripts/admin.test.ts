import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../api/src/db/database.ts';
import { createTestDatabase, openEmptyPGlite } from '../api/test/database.ts';
import { main, parseAdminArgs, runAdminCommand } from './admin.ts';

let db: Database;
const roleOf = async (usernameKey: string) =>
  (await db.prisma.user.findUniqueOrThrow({ where: { usernameKey }, select: { role: true } })).role;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

beforeEach(async () => {
  await db.prisma.user.deleteMany();
  await db.prisma.user.createMany({
    data: [
      { username: 'Kate', usernameKey: 'kate', email: 'kate@example.org', passwordHash: 'x' },
      { username: 'Root', usernameKey: 'root', email: 'root@example.org', passwordHash: 'x', role: 'ADMIN' },
    ],
  });
});

describe('npm run admin', () => {
  it('promotes a user named in any case to administrator', async () => {
    expect(await runAdminCommand(db.prisma, { action: 'promote', username: 'KATE' })).toEqual({
      exitCode: 0,
      message: 'Kate is now an administrator.',
    });
    expect(await roleOf('kate')).toBe('ADMIN');
  });

  it('says so when the user already is an administrator', async () => {
    expect(await runAdminCommand(db.prisma, { action: 'promote', username: 'root' })).toEqual({
      exitCode: 0,
      message: 'Root is already an administrator.',
    });
  });

  it('fails with exit code 1 for an unknown user and changes nobody', async () => {
    expect(await runAdminCommand(db.prisma, { action: 'promote', username: 'nobody' })).toEqual({
      exitCode: 1,
      message: 'There is no user named "nobody".',
    });
    expect(await db.prisma.user.count({ where: { role: 'ADMIN' } })).toBe(1);
  });

  it('refuses to demote the last administrator', async () => {
    expect(await runAdminCommand(db.prisma, { action: 'demote', username: 'root' })).toMatchObject({
      exitCode: 1,
      message: expect.stringContaining('only administrator'),
    });
    expect(await roleOf('root')).toBe('ADMIN');
  });

  it('demotes an administrator to a plain user once another one exists', async () => {
    await runAdminCommand(db.prisma, { action: 'promote', username: 'kate' });
    expect(await runAdminCommand(db.prisma, { action: 'demote', username: 'Root' })).toMatchObject({ exitCode: 0 });
    expect(await roleOf('root')).toBe('USER');
    expect(await roleOf('kate')).toBe('ADMIN');
  });

  it('leaves a moderator alone when asked to demote them', async () => {
    await db.prisma.user.update({ where: { usernameKey: 'kate' }, data: { role: 'MODERATOR' } });
    expect(await runAdminCommand(db.prisma, { action: 'demote', username: 'kate' })).toMatchObject({ exitCode: 0 });
    expect(await roleOf('kate')).toBe('MODERATOR');
  });
});

describe('the admin command line', () => {
  it('reads promote and demote with exactly one username', () => {
    expect(parseAdminArgs(['promote', ' kate '])).toEqual({ action: 'promote', username: 'kate' });
    expect(parseAdminArgs(['demote', 'kate'])).toEqual({ action: 'demote', username: 'kate' });
    expect(parseAdminArgs([])).toBeNull();
    expect(parseAdminArgs(['promote'])).toBeNull();
    expect(parseAdminArgs(['promote', ' '])).toBeNull();
    expect(parseAdminArgs(['promote', 'kate', 'ada'])).toBeNull();
    expect(parseAdminArgs(['delete', 'kate'])).toBeNull();
  });

  it('prints the usage and exits with code 2 on bad usage, without opening a database', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['promote'], { DATABASE_URL: 'postgres://unreachable.invalid/x' })).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('npm run admin -- promote <username>'));
    error.mockRestore();
  });

  it('opens, migrates and closes the configured database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cv-admin-'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // A database as initdb leaves it (initdb itself is slow on disk): main() migrates it.
      await (await openEmptyPGlite(path.join(dataDir, 'pglite'))).close();
      expect(await main(['promote', 'nobody'], { DATA_DIR: dataDir })).toBe(1);
      expect(error).toHaveBeenCalledWith('There is no user named "nobody".');
    } finally {
      error.mockRestore();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // An embedded database on disk starts slowly on a busy machine.
  }, 90_000);
});
