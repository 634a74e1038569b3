// Gives or takes the ADMIN role from the command line, for the first administrator of a
// production database (after that, admins change roles at /admin). Usage:
//   npm run admin -- promote <username>
//   npm run admin -- demote <username>
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PrismaClient } from '../api/src/generated/prisma/client.ts';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';

export const USAGE = `Usage:
  npm run admin -- promote <username>   make the user an administrator
  npm run admin -- demote <username>    make an administrator a plain user (never the last one)

Uses DATABASE_URL, or the embedded database in DATA_DIR: stop the server first in that case,
since only one process at a time may open it.`;

export interface AdminCommand {
  action: 'promote' | 'demote';
  username: string;
}

export interface AdminResult {
  /** 0 when the user now has the asked-for standing, 1 when nothing could be done. */
  exitCode: 0 | 1;
  message: string;
}

/** The command in the arguments after `--`, or null when they are not one. */
export function parseAdminArgs(args: readonly string[]): AdminCommand | null {
  const [action, username, ...rest] = args;
  if (action !== 'promote' && action !== 'demote') return null;
  if (!username?.trim() || rest.length > 0) return null;
  return { action, username: username.trim() };
}

export async function runAdminCommand(prisma: PrismaClient, { action, username }: AdminCommand): Promise<AdminResult> {
  // Usernames are unique case-insensitively, through their lower-cased key.
  const user = await prisma.user.findUnique({
    where: { usernameKey: username.toLowerCase() },
    select: { id: true, username: true, role: true },
  });
  if (!user) return { exitCode: 1, message: `There is no user named "${username}".` };

  if (action === 'promote') {
    if (user.role === 'ADMIN') return { exitCode: 0, message: `${user.username} is already an administrator.` };
    await prisma.user.update({ where: { id: user.id }, data: { role: 'ADMIN' } });
    return { exitCode: 0, message: `${user.username} is now an administrator.` };
  }

  if (user.role !== 'ADMIN') {
    return { exitCode: 0, message: `${user.username} is not an administrator (role ${user.role}); nothing changed.` };
  }
  const demoted = await prisma.$transaction(async (tx) => {
    // Locking every admin row first: two demotions at once cannot each leave the other as the
    // "remaining" administrator.
    const admins = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "User" WHERE role = 'ADMIN' FOR UPDATE`;
    if (!admins.some((admin) => admin.id !== user.id)) return false;
    await tx.user.update({ where: { id: user.id }, data: { role: 'USER' } });
    return true;
  });
  return demoted
    ? { exitCode: 0, message: `${user.username} is no longer an administrator (role USER).` }
    : { exitCode: 1, message: `${user.username} is the only administrator: promote someone else first.` };
}

/** Runs the command against the configured database; resolves to the process exit code. */
export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (args.length === 1 && ['help', '--help', '-h'].includes(args[0]!)) {
    console.log(USAGE);
    return 0;
  }
  const command = parseAdminArgs(args);
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  try {
    await applyMigrations(db.sql);
    const result = await runAdminCommand(db.prisma, command);
    if (result.exitCode === 0) console.log(result.message);
    else console.error(result.message);
    return result.exitCode;
  } finally {
    await db.close();
  }
}

// Run only as a script, not when a test imports the functions above.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  process.exitCode = await main(process.argv.slice(2));
}
