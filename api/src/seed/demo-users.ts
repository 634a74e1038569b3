import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { hashSecret } from '../auth/password.ts';
import { seedDemoPosts } from './demo-posts.ts';

const DEMO_USERS = [
  { username: 'admin', displayName: 'Site Admin', role: 'ADMIN', trustScore: 40 },
  { username: 'moderator_mika', displayName: 'Mika', role: 'MODERATOR', trustScore: 25 },
  { username: 'cartridge_kate', displayName: 'Kate', role: 'USER', trustScore: 15 },
  { username: 'disc_dan', displayName: 'Dan', role: 'USER', trustScore: 5 },
  { username: 'retro_ren', displayName: 'Ren', role: 'USER', trustScore: -10 },
] as const;

const CONDITIONS = ['SEALED', 'MINT', 'VERY_GOOD', 'GOOD', 'FAIR', 'POOR'] as const;

/**
 * Users and sample collections. Only the admin can log in (its password is printed); the
 * others have random passwords nobody knows, and exist to make lists and profiles look lived-in.
 */
export async function seedDemoUsers(db: Database, options: { adminPasswordHash: string; versionIds: number[] }) {
  const unusable = await hashSecret(randomBytes(24).toString('base64url'));
  const users = await db.prisma.user.createManyAndReturn({
    data: DEMO_USERS.map((user) => ({
      ...user,
      usernameKey: user.username.toLowerCase(),
      email: `${user.username}@cartridgevault.example`,
      passwordHash: user.username === 'admin' ? options.adminPasswordHash : unusable,
      // Seeded members stand for accounts older than address verification: they count as verified.
      emailVerifiedAt: new Date(),
    })),
    select: { id: true },
  });
  await db.prisma.emailPreferences.createMany({ data: users.map((u) => ({ userId: u.id })) });

  // A deterministic spread of copies so every run of the seed looks the same.
  const items = users.slice(1).flatMap((user, u) =>
    Array.from({ length: 6 + u * 5 }, (_, k) => {
      const versionId = options.versionIds[(u * 37 + k * 11) % options.versionIds.length]!;
      return {
        userId: user.id,
        versionId,
        condition: CONDITIONS[(u + k) % CONDITIONS.length],
        hasBox: k % 3 !== 0,
        hasManual: k % 2 === 0,
        hasMedium: true,
        pricePaidCents: 1500 + ((k * 733) % 6000),
        currency: 'EUR',
        acquiredOn: new Date(Date.UTC(2019 + (k % 6), (k * 5) % 12, 1 + (k % 27))),
      };
    }),
  );
  await db.prisma.collectionItem.createMany({ data: items });

  await seedDemoPosts(db, users[0]!.id);
}
