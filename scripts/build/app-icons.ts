// Vite plugin: the installed app's PNG icons, drawn at build time from the one source of the
// site's mark (web/public/favicon.svg), so they never drift from it. Listed in the web app
// manifest (scripts/build/offline-app.ts) and precached with the app.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export interface AppIcon {
  /** Where the build writes it, relative to dist/web. */
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-96.png', size: 96, purpose: 'any' },
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * A maskable icon is cut to a circle or a rounded square by the platform: only the middle 80 %
 * is sure to show, so the mark takes 60 % of it on a full background.
 */
const MASKABLE_MARK = 0.6;

export async function drawIcon(svg: Buffer, icon: AppIcon, background: string): Promise<Buffer> {
  const markSize = icon.purpose === 'maskable' ? Math.round(icon.size * MASKABLE_MARK) : icon.size;
  // Rasterised at the size it is shown, not scaled up from the SVG's 64 px.
  const mark = await sharp(svg, { density: Math.ceil((72 * markSize) / 64) })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  if (icon.purpose === 'any') return mark;
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function appIcons(source: string, background: string): Plugin {
  return {
    name: 'cartridge-vault:app-icons',
    apply: 'build',
    async generateBundle() {
      const svg = await readFile(source);
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: await drawIcon(svg, icon, background) });
      }
    },
  };
}
