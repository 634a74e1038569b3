import { noisePng as noisePngBytes, testImage } from '../api/test/uploads.ts';

/** A file for `setInputFiles`, made in memory. */
export interface InputFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small real image of one colour. */
export async function smallImage(
  name: string,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  color = '#3366cc',
): Promise<InputFile> {
  return { name, mimeType: `image/${format}`, buffer: await testImage(format, { color }) };
}

/** A PNG of random noise, which cannot compress: about `approximateBytes` long. */
export async function noisePng(name: string, approximateBytes: number): Promise<InputFile> {
  return { name, mimeType: 'image/png', buffer: await noisePngBytes(approximateBytes) };
}

/** Plain text under an image's name: only reading the content tells it is no image. */
export function textNamedPng(name: string): InputFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from('This is a shopping list, not a picture.\n'.repeat(20)) };
}
