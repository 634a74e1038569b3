import type { ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import {
  DATABASE_UNAVAILABLE_HEADERS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';

const SHA256 = /^[0-9a-f]{64}$/;

/** Serves stored images by content hash; the bytes behind a hash never change. */
export async function serveImage(db: Database, url: string, res: ServerResponse): Promise<void> {
  const hash = url.slice('/images/'.length).split(/[?#]/)[0] ?? '';
  if (!SHA256.test(hash)) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Image not found' }));
    return;
  }
  try {
    const image = await db.prisma.image.findUnique({ where: { sha256: hash }, select: { data: true, mime: true } });
    if (!image) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Image not found' }));
      return;
    }
    res.writeHead(200, {
      'content-type': image.mime,
      'content-length': image.data.length,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    res.end(Buffer.from(image.data));
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      res.writeHead(503, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...DATABASE_UNAVAILABLE_HEADERS,
      });
      res.end(JSON.stringify({ error: DATABASE_UNAVAILABLE_MESSAGE }));
      return;
    }
    console.error('Image read failed:', error);
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Could not read the image' }));
  }
}
