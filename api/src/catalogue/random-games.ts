import type { Database } from '../db/database.ts';

const ROUNDS = 4;

/**
 * Distinct random game ids without ORDER BY random() (a full scan at 100k games): draw ids
 * uniformly between the smallest and largest and keep those that exist. Gaps left by deleted
 * games only cost another round; a tiny table is read whole.
 */
export async function pickRandomGameIds(prisma: Database['prisma'], amount: number): Promise<number[]> {
  // Two index-only reads; Prisma's aggregate() wraps MIN/MAX in a subquery that scans the table.
  const [first, last] = await Promise.all([
    prisma.game.findFirst({ orderBy: { id: 'asc' }, select: { id: true } }),
    prisma.game.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }),
  ]);
  if (!first || !last) return [];
  const min = first.id;
  const max = last.id;
  if (max - min + 1 <= amount * 4) {
    const all = await prisma.game.findMany({ select: { id: true } });
    return shuffle(all.map((g) => g.id)).slice(0, amount);
  }
  const picked = new Set<number>();
  for (let round = 0; round < ROUNDS && picked.size < amount; round += 1) {
    const candidates = new Set<number>();
    while (candidates.size < (amount - picked.size) * 2) {
      candidates.add(min + Math.floor(Math.random() * (max - min + 1)));
    }
    const found = await prisma.game.findMany({ where: { id: { in: [...candidates] } }, select: { id: true } });
    for (const id of shuffle(found.map((g) => g.id))) {
      if (picked.size < amount) picked.add(id);
    }
  }
  return [...picked];
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
