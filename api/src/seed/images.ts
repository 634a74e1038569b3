import type { Database } from '../db/database.ts';
import { sha256, type ImageBytes } from '../images/image-address.ts';

/**
 * Stores images content-addressed in bulk and returns their ids by hash. Identical bytes are
 * stored once.
 */
export async function storeImages(db: Database, images: ImageBytes[]): Promise<Map<string, number>> {
  const unique = new Map(images.map((image) => [sha256(image.data), image]));
  const rows = [...unique].map(([hash, image]) => ({
    sha256: hash,
    mime: image.mime,
    width: image.width,
    height: image.height,
    bytes: image.data.length,
    data: new Uint8Array(image.data),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db.prisma.image.createMany({ data: rows.slice(i, i + 200), skipDuplicates: true });
  }
  const stored = await db.prisma.image.findMany({
    where: { sha256: { in: [...unique.keys()] } },
    select: { id: true, sha256: true },
  });
  return new Map(stored.map((row) => [row.sha256, row.id]));
}

/** Runs `fn` over items with at most `limit` in flight (sharp is CPU-bound; 2 cores here). */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
