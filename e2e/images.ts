import sharp from 'sharp';

/** A file for `setInputFiles`, made in memory. */
export interface InputFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small real image of one colour. */
export async function smallImage(name: string, format: 'png' | 'jpeg' | 'webp' = 'png', color = '#3366cc'): Promise<InputFile> {
  const buffer = await sharp({ create: { width: 40, height: 56, channels: 3, background: color } }).toFormat(format).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** A PNG of random noise, which cannot compress: about `approximateBytes` long. */
export async function noisePng(name: string, approximateBytes: number): Promise<InputFile> {
  const side = Math.ceil(Math.sqrt(approximateBytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  const buffer = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Plain text under an image's name: only reading the content tells it is no image. */
export function textNamedPng(name: string): InputFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from('This is a shopping list, not a picture.\n'.repeat(20)) };
}
