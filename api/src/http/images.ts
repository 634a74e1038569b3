import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DATABASE_UNAVAILABLE_HEADERS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';
import { IMAGE_VARIANT_WIDTHS, isImageVariantWidth } from '#shared/image-variants';
import { variantFormat } from '../images/image-variant.ts';
import { NOT_NOW, type ImageVariantCache } from '../images/variant-cache.ts';
import { describeNodeClient } from '../auth/client.ts';
import type { AppServices } from '../context.ts';
import type { Database } from '../db/database.ts';

const SHA256 = /^[0-9a-f]{64}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BAD_WIDTH = `w must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}`;

function answerJson(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error }));
}

/** The width asked for, null for the stored bytes themselves, or a reason to refuse the address. */
function requestedWidth(search: URLSearchParams): number | null | { refused: string } {
  const keys = [...search.keys()];
  if (keys.length === 0) return null;
  if (keys.some((key) => key !== 'w')) return { refused: 'The only parameter is w (a width)' };
  const values = search.getAll('w');
  const width = Number(values[0]);
  if (values.length !== 1 || !/^\d+$/.test(values[0]!) || !isImageVariantWidth(width)) return { refused: BAD_WIDTH };
  return width;
}

/**
 * Serves stored images by content hash; the bytes behind a hash never change. With `?w=` it
 * answers a copy at most that wide, in AVIF or WebP when Accept names them (the copy is made on
 * the first request and kept on disk, images/variant-cache.ts); without it, the stored bytes.
 */
export async function serveImage(
  { db, limits, config }: Pick<AppServices, 'db' | 'limits' | 'config'>,
  variants: ImageVariantCache,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const hash = url.pathname.slice('/images/'.length);
  if (!SHA256.test(hash)) return answerJson(res, 404, 'Image not found');
  const width = requestedWidth(url.searchParams);
  if (width !== null && typeof width === 'object') return answerJson(res, 400, width.refused);
  try {
    // Past the client's allowance of new copies, or with the process busy making them, the
    // stored image itself answers: the page still shows it, and asks for the copy next time.
    const mayMake = async () => {
      const client = describeNodeClient(req, config.TRUST_PROXY).ip;
      if (await limits.imageVariants.blockedFor(client)) return false;
      await limits.imageVariants.fail(client);
      return true;
    };
    const variant =
      width === null ? NOT_NOW : await variants.get(hash, width, variantFormat(req.headers.accept), mayMake);
    if (variant !== NOT_NOW) {
      if (!variant) return answerJson(res, 404, 'Image not found');
      res.writeHead(200, {
        'content-type': variant.mime,
        'content-length': variant.data.length,
        'cache-control': IMMUTABLE,
        // The format follows Accept: a shared cache must keep one copy per Accept.
        vary: 'Accept',
      });
      res.end(variant.data);
      return;
    }
    const image = await db.prisma.image.findUnique({ where: { sha256: hash }, select: { data: true, mime: true } });
    if (!image) return answerJson(res, 404, 'Image not found');
    res.writeHead(200, {
      'content-type': image.mime,
      'content-length': image.data.length,
      'cache-control': width === null ? IMMUTABLE : 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(Buffer.from(image.data));
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      return answerJson(res, 503, DATABASE_UNAVAILABLE_MESSAGE, {
        'cache-control': 'no-store',
        ...DATABASE_UNAVAILABLE_HEADERS,
      });
    }
    console.error('Image read failed:', error);
    answerJson(res, 500, 'Could not read the image');
  }
}

/** Where the copies' source comes from: the stored image of a hash. */
export function loadUploadFrom(db: Database) {
  return (sha256: string) => db.prisma.image.findUnique({ where: { sha256 }, select: { data: true, mime: true } });
}
