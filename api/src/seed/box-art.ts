import { createHash } from 'node:crypto';
import sharp from 'sharp';

// Generated stand-ins for box scans: the catalogue must not ship copyrighted artwork, yet lists and
// detail pages look broken without an image. Everything is drawn as SVG with the system sans-serif
// so no font or image assets ship, and the output depends only on the input (for a given sharp and
// font install), so re-rendering does not churn stored images.

export type ArtKind = 'front' | 'back' | 'medium';
export type MediumShape = 'disc' | 'cartridge' | 'card';

export interface PlaceholderArtInput {
  title: string;
  subtitle: string;
  kind: ArtKind;
  seed: string;
  medium?: MediumShape;
}

export interface PlaceholderArt {
  data: Buffer;
  mime: 'image/webp';
  width: number;
  height: number;
}

const BOX_WIDTH = 300;
const BOX_HEIGHT = 420;
const MEDIUM_SIZE = 300;
const FONT = 'sans-serif';

// FNV-1a: a stable hash is all that is needed; crypto would be overkill for picking colours.
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// mulberry32: deterministic decoration (stripes, bar lengths) derived from the seed.
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hex rather than hsl(): librsvg versions differ in CSS colour support, hex always works.
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

// Control characters are not allowed in XML 1.0 and would make the SVG unparseable.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function escapeXml(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]|\p{Extended_Pictographic}/u;
const NARROW = /^[il.,:;'!|\s]$/;
const SEMI_NARROW = /^[jtfrI()[\]{}\-"]$/;
const BROAD = /^[A-Zmw0-9@%&]$/;

// No font metrics are available when building the SVG, so widths are estimated in ems for a bold
// sans-serif on the generous side; wrapping slightly early is better than text running off the art.
function textWidthEm(text: string): number {
  let width = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (WIDE.test(segment)) width += 1;
    else if (NARROW.test(segment)) width += 0.36;
    else if (SEMI_NARROW.test(segment)) width += 0.5;
    else if (BROAD.test(segment)) width += 0.8;
    else width += 0.68;
  }
  return width;
}

function splitGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
}

// CJK titles have no spaces, so words wider than a line are broken between graphemes.
function wrapText(text: string, maxWidthEm: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const pushWord = (word: string): void => {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (textWidthEm(candidate) <= maxWidthEm) {
      current = candidate;
      return;
    }
    if (current !== '') lines.push(current);
    current = '';
    if (textWidthEm(word) <= maxWidthEm) {
      current = word;
      return;
    }
    for (const piece of splitGraphemes(word)) {
      if (current !== '' && textWidthEm(current + piece) > maxWidthEm) {
        lines.push(current);
        current = '';
      }
      current += piece;
    }
  };
  for (const word of words) pushWord(word);
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;

  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last !== '' && textWidthEm(`${last}…`) > maxWidthEm) {
    last = splitGraphemes(last).slice(0, -1).join('').trimEnd();
  }
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

function textLines(
  lines: readonly string[],
  options: { x: number; firstY: number; lineHeight: number; size: number; fill: string; weight?: 'bold' },
): string {
  const weight = options.weight ? ` font-weight="${options.weight}"` : '';
  return lines
    .map(
      (line, i) =>
        `<text x="${options.x}" y="${options.firstY + i * options.lineHeight}" font-family="${FONT}" font-size="${options.size}"${weight} fill="${options.fill}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

interface Palette {
  hue: number;
  random: () => number;
}

function paletteFor(seed: string): Palette {
  const hash = hashSeed(seed);
  return { hue: hash % 360, random: randomFrom(hash) };
}

function frontSvg(input: PlaceholderArtInput, { hue, random }: Palette): string {
  const background = hsl(hue, 55, 42);
  const band = hsl(hue, 50, 20);
  const stripes = Array.from({ length: 4 }, () => {
    const y = Math.round(random() * 220);
    const height = 12 + Math.round(random() * 40);
    return `<rect x="-60" y="${y}" width="420" height="${height}" fill="#ffffff" opacity="0.1" transform="rotate(-18 150 ${y})"/>`;
  }).join('');
  const titleLines = wrapText(input.title, 264 / 22, 4);
  const subtitleLines = wrapText(input.subtitle, 264 / 13, 1);
  const titleTop = 268 + (4 - titleLines.length) * 13;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BOX_WIDTH}" height="${BOX_HEIGHT}" viewBox="0 0 ${BOX_WIDTH} ${BOX_HEIGHT}">
<rect width="${BOX_WIDTH}" height="${BOX_HEIGHT}" fill="${background}"/>
${stripes}
<circle cx="${60 + Math.round(random() * 180)}" cy="${70 + Math.round(random() * 100)}" r="${40 + Math.round(random() * 30)}" fill="#ffffff" opacity="0.15"/>
<rect x="0" y="236" width="${BOX_WIDTH}" height="${BOX_HEIGHT - 236}" fill="${band}"/>
<rect x="0" y="232" width="${BOX_WIDTH}" height="4" fill="${hsl(hue, 70, 65)}"/>
${textLines(titleLines, { x: 150, firstY: titleTop, lineHeight: 26, size: 22, fill: '#ffffff', weight: 'bold' })}
${textLines(subtitleLines, { x: 150, firstY: 404, lineHeight: 16, size: 13, fill: hsl(hue, 30, 80) })}
</svg>`;
}

function backSvg(input: PlaceholderArtInput, { hue, random }: Palette): string {
  const background = hsl(hue, 35, 88);
  const accent = hsl(hue, 45, 60);
  const subtitleLines = wrapText(input.subtitle, 264 / 14, 2);
  const titleLines = wrapText(input.title, 264 / 13, 1);
  const bars = Array.from({ length: 6 }, (_, i) => {
    const width = 140 + Math.round(random() * 120);
    return `<rect x="18" y="${236 + i * 16}" width="${width}" height="8" rx="4" fill="#9a9a9a"/>`;
  }).join('');
  const barcode = Array.from({ length: 18 }, (_, i) => {
    const width = 1 + Math.round(random() * 2);
    return `<rect x="${200 + i * 4}" y="364" width="${width}" height="36" fill="#333333"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BOX_WIDTH}" height="${BOX_HEIGHT}" viewBox="0 0 ${BOX_WIDTH} ${BOX_HEIGHT}">
<rect width="${BOX_WIDTH}" height="${BOX_HEIGHT}" fill="${background}"/>
<rect x="0" y="0" width="${BOX_WIDTH}" height="60" fill="${accent}"/>
${textLines(subtitleLines, { x: 150, firstY: 26, lineHeight: 18, size: 14, fill: '#ffffff', weight: 'bold' })}
<rect x="18" y="76" width="126" height="94" rx="4" fill="${hsl(hue, 30, 70)}"/>
<rect x="156" y="76" width="126" height="94" rx="4" fill="${hsl((hue + 40) % 360, 30, 70)}"/>
${textLines(titleLines, { x: 150, firstY: 205, lineHeight: 16, size: 13, fill: '#444444', weight: 'bold' })}
${bars}
<rect x="196" y="358" width="84" height="48" fill="#ffffff"/>
${barcode}
</svg>`;
}

function mediumSvg(input: PlaceholderArtInput, { hue }: Palette): string {
  const shape = input.medium ?? 'cartridge';
  const label = hsl(hue, 55, 45);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${MEDIUM_SIZE}" height="${MEDIUM_SIZE}" viewBox="0 0 ${MEDIUM_SIZE} ${MEDIUM_SIZE}">`;

  if (shape === 'disc') {
    // Even-odd paths punch real (transparent) holes instead of painting a fake background colour.
    const ring = (outer: number, inner: number): string =>
      `M${150 - outer},150a${outer},${outer} 0 1,0 ${outer * 2},0a${outer},${outer} 0 1,0 ${-outer * 2},0Z` +
      `M${150 - inner},150a${inner},${inner} 0 1,0 ${inner * 2},0a${inner},${inner} 0 1,0 ${-inner * 2},0Z`;
    const titleLines = wrapText(input.title, 150 / 16, 2);
    return `${open}
<path d="${ring(142, 20)}" fill="#d9dde2" fill-rule="evenodd"/>
<path d="${ring(138, 52)}" fill="${label}" fill-rule="evenodd"/>
<path d="${ring(52, 20)}" fill="#eef1f4" fill-rule="evenodd" stroke="#b8bec6" stroke-width="1"/>
${textLines(titleLines, { x: 150, firstY: 62, lineHeight: 19, size: 16, fill: '#ffffff', weight: 'bold' })}
${textLines(wrapText(input.subtitle, 170 / 11, 1), { x: 150, firstY: 238, lineHeight: 14, size: 11, fill: '#ffffff' })}
</svg>`;
  }

  if (shape === 'card') {
    const titleLines = wrapText(input.title, 140 / 15, 3);
    return `${open}
<path d="M70,40H206L230,64V260H70Z" fill="#3a3d42"/>
<rect x="84" y="56" width="132" height="150" rx="4" fill="${label}"/>
${textLines(titleLines, { x: 150, firstY: 110 - (titleLines.length - 1) * 9, lineHeight: 18, size: 15, fill: '#ffffff', weight: 'bold' })}
${textLines(wrapText(input.subtitle, 124 / 10, 1), { x: 150, firstY: 196, lineHeight: 12, size: 10, fill: '#ffffff' })}
<rect x="84" y="228" width="132" height="20" fill="#c9a640"/>
</svg>`;
  }

  const ridges = Array.from(
    { length: 5 },
    (_, i) => `<rect x="90" y="${30 + i * 7}" width="120" height="3" fill="#6e7279"/>`,
  ).join('');
  const titleLines = wrapText(input.title, 176 / 16, 4);
  return `${open}
<path d="M40,20H260V268Q260,280 248,280H52Q40,280 40,268Z" fill="#8a8e95"/>
${ridges}
<rect x="52" y="76" width="196" height="184" rx="6" fill="${label}"/>
${textLines(titleLines, { x: 150, firstY: 150 - (titleLines.length - 1) * 10, lineHeight: 20, size: 16, fill: '#ffffff', weight: 'bold' })}
${textLines(wrapText(input.subtitle, 180 / 11, 1), { x: 150, firstY: 248, lineHeight: 14, size: 11, fill: '#ffffff' })}
</svg>`;
}

/** Keeps rendered art beyond one process, by a key that stands for the whole input. */
export interface PlaceholderArtCache {
  get(key: string): Promise<PlaceholderArt | undefined>;
  set(key: string, art: PlaceholderArt): Promise<void>;
}

let cache: PlaceholderArtCache | undefined;

/**
 * The test suite sets a cache shared by its worker processes, so that the seed's art is drawn
 * once per run instead of once per test file; the app never sets one.
 */
export function cachePlaceholderArt(store: PlaceholderArtCache | undefined): void {
  cache = store;
}

/** Renders deterministic placeholder art: the same input always yields the same bytes. */
export async function renderPlaceholderArt(input: PlaceholderArtInput): Promise<PlaceholderArt> {
  if (!cache) return render(input);
  const { title, subtitle, kind, seed, medium } = input;
  const key = createHash('sha256')
    .update(JSON.stringify([title, subtitle, kind, seed, medium ?? null]))
    .digest('hex');
  const kept = await cache.get(key);
  if (kept) return kept;
  const art = await render(input);
  await cache.set(key, art);
  return art;
}

async function render(input: PlaceholderArtInput): Promise<PlaceholderArt> {
  const palette = paletteFor(input.seed);
  const svg =
    input.kind === 'front'
      ? frontSvg(input, palette)
      : input.kind === 'back'
        ? backSvg(input, palette)
        : mediumSvg(input, palette);
  const width = input.kind === 'medium' ? MEDIUM_SIZE : BOX_WIDTH;
  const height = input.kind === 'medium' ? MEDIUM_SIZE : BOX_HEIGHT;
  const data = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return { data, mime: 'image/webp', width, height };
}

// Matched against the name with spaces removed as well, so "SegaCD", "Mega-CD" and "Game Cube"
// are recognised alongside the official spellings.
const DISC_PATTERNS = [
  'playstation',
  'saturn',
  'dreamcast',
  'sega cd',
  'mega cd',
  'gamecube',
  'wii',
  'xbox',
  '3do',
  'cd i',
  'pc engine cd',
  'turbografx cd',
  'turbografx 16 cd',
  'neo geo cd',
  'jaguar cd',
];
// Short abbreviations only count as whole words; as substrings "cd" or "ds" would hit unrelated names.
const DISC_WORDS = /(?:^| )(?:cd|cd32|cdrom2?|psx|psp|ps[1-5]|ps one)(?: |$)/;
const CARD_PATTERNS = ['vita', 'switch', 'n gage', 'ngage'];
const CARD_WORDS = /(?:^| )(?:ds|dsi|2ds|3ds)(?: |$)/;

function normaliseConsoleName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Which physical medium a console's games come on, for drawing the medium placeholder. */
export function mediumForConsole(consoleName: string): MediumShape {
  const name = normaliseConsoleName(consoleName);
  const compact = name.replace(/ /g, '');
  // Card checks come first: "PlayStation Vita" is a card system despite the PlayStation name.
  if (CARD_PATTERNS.some((pattern) => name.includes(pattern)) || CARD_WORDS.test(name)) return 'card';
  if (
    DISC_PATTERNS.some((pattern) => name.includes(pattern) || compact.includes(pattern.replace(/ /g, ''))) ||
    DISC_WORDS.test(name)
  ) {
    return 'disc';
  }
  return 'cartridge';
}
