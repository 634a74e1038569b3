import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_PROBLEMS, IMAGE_RULES, type ImageProblemCode } from '#shared/catalogue-rules';
import { sha256, type ImageBytes } from './image-address.ts';

export type ProcessedImage = ImageBytes & { sha256: string };

export type ImageCheck = { ok: true; image: ProcessedImage } | { ok: false; code: ImageProblemCode; message: string };

const refuse = (code: ImageProblemCode): ImageCheck => ({ ok: false, code, message: IMAGE_PROBLEMS[code] });

/**
 * Checks an uploaded image the way the spec asks and re-encodes it: the size first (cheap), then
 * the type by content (magic bytes; the name and the browser's type are not trusted), then a
 * decode with a pixel limit, so a decompression bomb is refused before it is expanded. The
 * re-encoded image keeps its format and orientation and loses its metadata (EXIF, GPS, ICC
 * comments), which sharp drops unless asked to keep it.
 */
export async function processImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.length > IMAGE_RULES.maxBytes) return refuse('imageTooLarge');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(IMAGE_RULES.mimeTypes as readonly string[]).includes(type.mime)) return refuse('imageType');
  try {
    const decoded = sharp(bytes, { limitInputPixels: IMAGE_RULES.maxPixels, failOn: 'error' }).rotate();
    const encoded =
      type.mime === 'image/png'
        ? decoded.png({ compressionLevel: 9 })
        : type.mime === 'image/webp'
          ? decoded.webp({ quality: 85 })
          : decoded.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, image: { data, mime: type.mime, width: info.width, height: info.height, sha256: sha256(data) } };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return refuse('imageTooManyPixels');
    return refuse('imageUnreadable');
  }
}
