import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { processImage } from './process-image.ts';
import { noisePng, testImage } from '../../test/uploads.ts';

describe('processImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts a %s and keeps its format and size', async (format) => {
    const result = await processImage(await testImage(format, { width: 30, height: 42 }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.image.mime).toBe(`image/${format}`);
    expect([result.image.width, result.image.height]).toEqual([30, 42]);
    expect(result.image.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('judges the type by content, not by name: text is refused', async () => {
    expect(await processImage(new TextEncoder().encode('I am not a picture at all, honest.'))).toEqual({
      ok: false,
      code: 'imageType',
      message: 'Images must be PNG, JPG or WebP',
    });
  });

  it('refuses other real image types (GIF)', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await processImage(gif)).toMatchObject({ ok: false, code: 'imageType' });
  });

  it('refuses more than 500 KB before looking further', async () => {
    const big = await noisePng(600 * 1024);
    expect(big.length).toBeGreaterThan(500 * 1024);
    expect(await processImage(big)).toEqual({
      ok: false,
      code: 'imageTooLarge',
      message: 'Images must be at most 500 KB',
    });
  });

  it('accepts exactly 500 KB but not one byte more', async () => {
    const png = await testImage('png');
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    expect((await processImage(padded(500 * 1024))).ok).toBe(true);
    expect(await processImage(padded(500 * 1024 + 1))).toMatchObject({ ok: false, code: 'imageTooLarge' });
  });

  it('refuses an image over 25 megapixels without decoding it (decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 4200, channels: 3, background: '#fff' } })
      .greyscale()
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(500 * 1024);
    expect(await processImage(bomb)).toMatchObject({ ok: false, code: 'imageTooManyPixels' });
  });

  it('refuses a truncated file that starts like a PNG', async () => {
    const png = await testImage('png', { width: 200, height: 200, color: '#ff0000' });
    expect(await processImage(png.subarray(0, 60))).toMatchObject({ ok: false, code: 'imageUnreadable' });
  });

  it('strips metadata (EXIF) while re-encoding', async () => {
    const withExif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone Private', ImageDescription: 'taken at home' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const result = await processImage(withExif);
    if (!result.ok) throw new Error(result.message);
    expect((await sharp(result.image.data).metadata()).exif).toBeUndefined();
    expect(result.image.data.includes(Buffer.from('Someone Private'))).toBe(false);
  });
});
