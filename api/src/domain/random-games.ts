import type { Database } from '../db/database.ts';

const ROUNDS = 4;

/**
 * Distinct random game ids without ORDER BY random() (a full scan at 100k games): draw ids
 * uniformly between the smallest and largest and keep those that exist. Gaps left by deleted
 * games only cost another round; a tiny table is read whole.
 */
export async function pickRandomGameIds(prisma: Database['prisma'], amount: number): Promise<number[]> {
  const { _min, _max, _count } = await prisma.game.aggregate({ _min: { id: true }, _max: { id: true }, _count: true });
  if (_min.id === null || _max.id === null) return [];
  if (_count <= amount * 2) {
    const all = await prisma.game.findMany({ select: { id: true } });
    return shuffle(all.map((g) => g.id)).slice(0, amount);
  }
  const picked = new Set<number>();
  for (let round = 0; round < ROUNDS && picked.size < amount; round += 1) {
    const candidates = new Set<number>();
    while (candidates.size < (amount - picked.size) * 2) {
      candidates.add(_min.id + Math.floor(Math.random() * (_max.id - _min.id + 1)));
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
