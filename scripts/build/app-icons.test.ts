// The installed app's icons: each at its size; a maskable one fills its square (the platform
// cuts the corners), an ordinary one keeps the mark's own transparent corners.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, drawIcon } from './app-icons.ts';

const source = path.join(import.meta.dirname, '../../web/public/favicon.svg');

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, alpha: data[at + 3]! };
}

describe('app icons', () => {
  it('lists 96, 192 and 512 px icons and a 512 px maskable one', () => {
    expect(APP_ICONS.map(({ size, purpose }) => `${size} ${purpose}`)).toEqual([
      '96 any',
      '192 any',
      '512 any',
      '512 maskable',
    ]);
  });

  it.each(APP_ICONS)('draws $file at $size px', async (icon) => {
    const png = await drawIcon(await readFile(source), icon, '#121212');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', icon.size, icon.size]);
    const corner = await pixel(png, 0, 0);
    const middle = await pixel(png, icon.size / 2, icon.size / 2);
    if (icon.purpose === 'maskable') expect(corner).toEqual({ r: 0x12, g: 0x12, b: 0x12, alpha: 255 });
    else expect(corner.alpha).toBe(0);
    // The cartridge's label (#ede7f6) sits above the middle; the middle is its body or label, opaque.
    expect(middle.alpha).toBe(255);
  });
});
