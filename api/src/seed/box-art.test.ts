import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { mediumForConsole, renderPlaceholderArt, type ArtKind } from './box-art.ts';

const MAX_BYTES = 40 * 1024;
const base = { title: 'The Legend of Zelda: Ocarina of Time', subtitle: 'Nintendo 64 · PAL', seed: 'game-42' };

async function expectWebp(data: Buffer, width: number, height: number): Promise<void> {
  const metadata = await sharp(data).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.width).toBe(width);
  expect(metadata.height).toBe(height);
  expect(data.length).toBeLessThan(MAX_BYTES);
}

describe('renderPlaceholderArt', () => {
  it.each([
    ['front', 300, 420],
    ['back', 300, 420],
    ['medium', 300, 300],
  ] as const)('renders a %s image as a small WebP of the stated size', async (kind: ArtKind, width, height) => {
    const art = await renderPlaceholderArt({ ...base, kind });
    expect(art.mime).toBe('image/webp');
    expect(art.width).toBe(width);
    expect(art.height).toBe(height);
    await expectWebp(art.data, width, height);
  });

  it.each(['disc', 'cartridge', 'card'] as const)('renders a %s medium', async (medium) => {
    const art = await renderPlaceholderArt({ ...base, kind: 'medium', medium });
    await expectWebp(art.data, 300, 300);
  });

  it('draws a cartridge when no medium is given', async () => {
    const implicit = await renderPlaceholderArt({ ...base, kind: 'medium' });
    const explicit = await renderPlaceholderArt({ ...base, kind: 'medium', medium: 'cartridge' });
    expect(implicit.data.equals(explicit.data)).toBe(true);
  });

  it('is deterministic for the same seed', async () => {
    for (const kind of ['front', 'back', 'medium'] as const) {
      const first = await renderPlaceholderArt({ ...base, kind });
      const second = await renderPlaceholderArt({ ...base, kind });
      expect(first.data.equals(second.data)).toBe(true);
    }
  });

  it('differs between seeds', async () => {
    for (const kind of ['front', 'back', 'medium'] as const) {
      const first = await renderPlaceholderArt({ ...base, kind, seed: 'game-1' });
      const second = await renderPlaceholderArt({ ...base, kind, seed: 'game-2' });
      expect(first.data.equals(second.data)).toBe(false);
    }
  });

  it('renders titles containing XML special and control characters', async () => {
    const title = `Tom & Jerry <"Fists" of 'Furry'> \u0001\u0008`;
    for (const kind of ['front', 'back', 'medium'] as const) {
      const art = await renderPlaceholderArt({ title, subtitle: '<&>"', kind, seed: 'x' });
      await expectWebp(art.data, art.width, art.height);
    }
  });

  it('renders very long and unspaced titles', async () => {
    const title = `${'ファイナルファンタジー'.repeat(20)} ${'Supercalifragilistic'.repeat(10)}`;
    for (const kind of ['front', 'back', 'medium'] as const) {
      const art = await renderPlaceholderArt({ title, subtitle: 'PlayStation · Japan', kind, seed: 'long' });
      await expectWebp(art.data, art.width, art.height);
    }
  });

  it('renders an empty title', async () => {
    const art = await renderPlaceholderArt({ title: '', subtitle: '', kind: 'front', seed: '' });
    await expectWebp(art.data, 300, 420);
  });
});

describe('mediumForConsole', () => {
  it.each([
    ['PlayStation', 'disc'],
    ['PlayStation 2', 'disc'],
    ['PSP', 'disc'],
    ['Sega Saturn', 'disc'],
    ['Dreamcast', 'disc'],
    ['Sega CD', 'disc'],
    ['Mega-CD', 'disc'],
    ['Nintendo GameCube', 'disc'],
    ['Wii', 'disc'],
    ['Wii U', 'disc'],
    ['Xbox 360', 'disc'],
    ['3DO Interactive Multiplayer', 'disc'],
    ['Philips CD-i', 'disc'],
    ['PC Engine CD-ROM²', 'disc'],
    ['TurboGrafx-CD', 'disc'],
    ['Neo Geo CD', 'disc'],
    ['Atari Jaguar CD', 'disc'],
    ['PS Vita', 'card'],
    ['PlayStation Vita', 'card'],
    ['Nintendo Switch', 'card'],
    ['Nintendo DS', 'card'],
    ['Nintendo DSi', 'card'],
    ['New Nintendo 3DS XL', 'card'],
    ['N-Gage', 'card'],
    ['WonderSwan Color', 'cartridge'],
    ['Neo Geo', 'cartridge'],
    ['Atari Jaguar', 'cartridge'],
    ['Super Nintendo Entertainment System', 'cartridge'],
    ['Game Boy Advance', 'cartridge'],
    ['Sega Mega Drive', 'cartridge'],
    ['nintendo 64', 'cartridge'],
  ] as const)('%s uses a %s', (consoleName, medium) => {
    expect(mediumForConsole(consoleName)).toBe(medium);
  });
});
