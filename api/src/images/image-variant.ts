// A stored image's copy at a width a page shows it at, in the best format the browser takes.
import Negotiator from 'negotiator';
import sharp from 'sharp';
import { IMAGE_RULES } from '#shared/catalogue-rules';

/** `upload`: the stored image's own format, for clients that name neither AVIF nor WebP. */
export type VariantFormat = 'avif' | 'webp' | 'upload';

const UPLOAD = 'image/x-upload';

/**
 * AVIF or WebP only when Accept names them (in the order and weights it gives); `*\/*` alone, or
 * no Accept, keeps the upload's format, which every client that stored it can read.
 */
export function variantFormat(accept: string | undefined): VariantFormat {
  // The stand-in type for the upload comes first, so a bare wildcard matches it before the others.
  const [chosen] = new Negotiator({ headers: { accept: accept ?? '*/*' } }).mediaTypes([
    UPLOAD,
    'image/avif',
    'image/webp',
  ]);
  if (chosen === 'image/avif') return 'avif';
  if (chosen === 'image/webp') return 'webp';
  return 'upload';
}

export interface Variant {
  data: Buffer;
  mime: string;
}

/**
 * Resizes to at most `width` (never enlarging) and encodes. Qualities are those of box art on a
 * phone: AVIF 50 and WebP 75 look like the upload at these sizes at a third of its bytes or less.
 */
export async function makeVariant(upload: Uint8Array, uploadMime: string, width: number, format: VariantFormat) {
  const resized = sharp(upload, { limitInputPixels: IMAGE_RULES.maxPixels }).resize({
    width,
    withoutEnlargement: true,
  });
  const mime = format === 'upload' ? uploadMime : `image/${format}`;
  const encoded =
    mime === 'image/avif'
      ? resized.avif({ quality: 50, effort: 4 })
      : mime === 'image/webp'
        ? resized.webp({ quality: 75 })
        : mime === 'image/png'
          ? resized.png({ compressionLevel: 9 })
          : resized.jpeg({ quality: 80, mozjpeg: true });
  return { data: await encoded.toBuffer(), mime } satisfies Variant;
}
