// Byte budget of the production web build (the issue "Fast first paint on a phone"): what a first
// visit to / must download before the page works, and each other route's own chunk, gzipped as
// the server sends them. Bytes are deterministic, so this is a fair test where a timing is not.
// `npm test` builds dist/web before vitest runs; WEB_ROOT points it at another build.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OFFLINE_CACHES } from '../shared/offline-caches.ts';

/**
 * Gzipped JavaScript of a first visit to / (entry, its static imports, the home screen; English
 * needs no catalogue). 228.4 KB when this test came; 184.6 KB once zod left the first page
 * (shared/rules.ts holds plain values only) and English words moved into the chunks that show
 * them (scripts/build/source-messages.ts). The earlier 150 KB goal could only be met by running
 * the app on Preact through preact/compat (130.6 KB), which Relay and React Router do not support
 * and which broke pages (issue 30); the goal was withdrawn and the app runs on React 19 again.
 * 188.0 KB on 2026-11-27 11:41 UTC, by chunk: the entry with React and React DOM 67.6, Relay
 * 59.1, React Router 30.4, the app and Lingui's runtime 30.9. Lower this as the first page
 * shrinks; never raise it without a reason in the commit.
 */
export const FIRST_VISIT_BUDGET_BYTES = 200 * 1024;
/** Gzipped size of the chunk a route adds when it is opened. */
export const ROUTE_CHUNK_BUDGET_BYTES = 50 * 1024;

const webRoot = path.resolve(process.env.WEB_ROOT ?? path.join(import.meta.dirname, '../dist/web'));
const manifestFile = path.join(webRoot, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipped = (file: string) => gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;

/** The chunk and every chunk it imports statically: what the browser fetches before running it. */
function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

function report(sizes: Map<string, number>): string {
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .map(([file, bytes]) => `${(bytes / 1024).toFixed(1)} KB ${file}`)
    .join('\n');
}

describe(`web byte budget (${webRoot})`, () => {
  if (!existsSync(manifestFile)) {
    it.skip(`needs a production build with its manifest (${manifestFile}): npx vite build; npm test builds it first`);
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const screenKeys = Object.keys(manifest).filter(
    (key) => manifest[key]!.isDynamicEntry && /screens\/.*Screen\.tsx$/.test(key),
  );

  it("finds the entry, the route screens and the other languages' catalogues in the build", () => {
    expect(entryKey).toBe('index.html');
    expect(screenKeys).toContain('src/screens/home/HomeScreen.tsx');
    expect(screenKeys.length).toBeGreaterThan(20);
    expect(manifest['src/locales/nl/messages.ts']?.isDynamicEntry).toBe(true);
    // English words are in the code that shows them; an English reader loads no catalogue.
    expect(manifest['src/locales/en/messages.ts']).toBeUndefined();
  });

  it(`a first visit to / loads at most ${FIRST_VISIT_BUDGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
    const files = withStaticImports(manifest, entryKey);
    withStaticImports(manifest, 'src/screens/home/HomeScreen.tsx', files);
    const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    // What index.html asks for is counted too, whatever the manifest says.
    // (its module script and modulepreload links).
    for (const [, file] of html.matchAll(/"\/(assets\/[^"]+\.js)"/g)) files.add(file!);
    const sizes = new Map([...files].map((file) => [file, gzipped(file)]));
    const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total, `first visit: ${(total / 1024).toFixed(1)} KB gzipped\n${report(sizes)}`).toBeLessThanOrEqual(
      FIRST_VISIT_BUDGET_BYTES,
    );
  });

  it(`each route's own chunk is at most ${ROUTE_CHUNK_BUDGET_BYTES / 1024} KB gzipped`, () => {
    const sizes = new Map(screenKeys.map((key) => [key, gzipped(manifest[key]!.file)]));
    const over = [...sizes].filter(([, bytes]) => bytes > ROUTE_CHUNK_BUDGET_BYTES);
    expect(over, report(sizes)).toEqual([]);
  });
});

/**
 * Pages that only show things: what they load before they work holds no zod (issue 30). Their
 * forms (a comment, a delete request) fetch the schemas when used (web/src/forms/useFormSubmit.ts),
 * and the constants they show live in `shared/*-rules.ts`, apart from the `*-input.ts` schemas.
 */
export const READ_ROUTES = ['/', '/games', '/games/:id', '/requests', '/request/:id', '/dev-talk', '/api'];

describe(`read pages without zod (${webRoot})`, () => {
  const preloadsFile = path.join(webRoot, 'route-preloads.json');
  if (!existsSync(manifestFile) || !existsSync(preloadsFile)) {
    it.skip(`needs a production build with its route preloads (${preloadsFile}): npm run build:web`);
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8')) as { path: string; files: string[] }[];
  // The module graph as the build wrote it: a chunk's source map names every module inside it.
  const holdsZod = (file: string) => {
    const map = path.join(webRoot, `${file}.map`);
    const sources = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    return sources.some((source) => /node_modules\/zod\//.test(source));
  };
  const zodChunks = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter(holdsZod);

  it('finds zod in the build, where the forms load it', () => {
    expect(zodChunks.length).toBeGreaterThan(0);
    const collection = preloads.find((route) => route.path === '/collection')!;
    expect(collection.files.filter(holdsZod)).not.toEqual([]);
  });

  it.each(READ_ROUTES)('%s loads no zod before it works', (route) => {
    const preload = preloads.find((candidate) => candidate.path === route);
    expect(preload, `${route} is not in route-preloads.json`).toBeDefined();
    const files = withStaticImports(manifest, entryKeyOf(manifest));
    for (const file of preload!.files) files.add(file);
    expect([...files].filter(holdsZod)).toEqual([]);
  });
});

/**
 * Gzipped scripts and styles the service worker precaches (issue 28: "app code under 1.5 MB"):
 * the shell and every route's code, downloaded once, after a first visit.
 */
export const PRECACHE_APP_CODE_BUDGET_BYTES = 1.5 * 1024 * 1024;
/**
 * The same scripts and styles as the files hold them (what the device stores): the issue's "app
 * code under 1.5 MB" read as raw bytes, in binary megabytes like the gzipped budget above. 2,115 KB
 * on 2026-11-29 with the four catalogues (331 KB) and the Japanese font's stylesheet (89 KB)
 * precached; 1,648 KB without them and the CSV import's parser; on 2026-11-30 1,577 KB once no
 * operation's text was in the code (the web app names its operations by persisted id) and
 * 1,521 KB (1,557,237 bytes) once the forms' schemas moved to zod/mini. Lower it as the precache
 * shrinks; never raise it without a reason in the commit.
 */
export const PRECACHE_APP_CODE_RAW_BUDGET_BYTES = 1.5 * 1024 * 1024;
/** The compiled catalogues, one chunk per language (web/src/locales/<locale>/messages.ts). */
const CATALOGUE_KEY = /^src\/locales\/[\w-]+\/messages\.ts$/;
/** The CSV import's parser (csv-parse), a chunk of its own. */
const CSV_PARSER_KEY = '../shared/collection-csv.ts';

describe(`offline precache (${webRoot})`, () => {
  const swFile = path.join(webRoot, 'sw.js');
  if (!existsSync(manifestFile) || !existsSync(swFile)) {
    it.skip(`needs a production build with its service worker (${swFile}): npm run build:web`);
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // generateSW writes the list into sw.js: precacheAndRoute([{url:"…",revision:…},…]).
  const precached = new Set(
    [...readFileSync(swFile, 'utf8').matchAll(/\{\s*"?url"?:\s*["']([^"']+)["']\s*,\s*"?revision"?:/g)].map(([, url]) =>
      url!.replace(/^\//, ''),
    ),
  );

  const catalogueKeys = Object.keys(manifest).filter((key) => CATALOGUE_KEY.test(key));

  it('holds the entry and every screen with the chunks it imports', () => {
    const needed = withStaticImports(manifest, 'index.html');
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isDynamicEntry && !CATALOGUE_KEY.test(key) && key !== CSV_PARSER_KEY)
        withStaticImports(manifest, key, needed);
    }
    expect(needed.size).toBeGreaterThan(30);
    expect([...needed].filter((file) => !precached.has(file))).toEqual([]);
    expect(precached.has('manifest.webmanifest')).toBe(true);
  });

  it("leaves out the CSV import's parser, loaded when a file is chosen (importing needs the network)", () => {
    const parser = manifest[CSV_PARSER_KEY];
    expect(parser?.isDynamicEntry).toBe(true);
    expect(precached.has(parser!.file)).toBe(false);
    // Nothing a page needs offline imports it statically.
    expect(Object.values(manifest).filter((chunk) => chunk.imports?.includes(CSV_PARSER_KEY))).toEqual([]);
  });

  it('leaves the catalogues out: the one in use is cached when a page loads it (cv-catalogues)', () => {
    expect(catalogueKeys).toHaveLength(4);
    const files = catalogueKeys.map((key) => manifest[key]!.file);
    expect(files.filter((file) => precached.has(file))).toEqual([]);
    // Each is a chunk of its own that no other chunk imports statically, which says its address.
    for (const key of catalogueKeys) {
      expect(Object.values(manifest).filter((chunk) => chunk.imports?.includes(key))).toEqual([]);
      expect(readFileSync(path.join(webRoot, manifest[key]!.file), 'utf8')).toMatch(/import\.meta\.url/);
    }
    const sw = readFileSync(swFile, 'utf8');
    expect(sw).toContain(`"${OFFLINE_CACHES.catalogues}"`);
    // The worker's route for them matches every catalogue's address.
    const route = /\/\^\\\/assets\\\/messages-[^/]+\//.exec(sw)?.[0];
    expect(route).toBeDefined();
    const pattern = new RegExp(route!.slice(1, -1));
    expect(files.filter((file) => !pattern.test(`/${file}`))).toEqual([]);
  });

  it("holds the camera scanner's wasm decoder, so scanning works offline", () => {
    expect([...precached].filter((url) => /^assets\/zxing_reader-[\w-]+\.wasm$/.test(url))).toHaveLength(1);
  });

  it('leaves out the /graphql explorer, source maps and the service worker itself', () => {
    expect([...precached].filter((url) => /graphiql|\.map$|^sw\.js$|sw-outbox-/.test(url))).toEqual([]);
  });

  it("imports the outbox's Background Sync script into sw.js, a file of its own that no page loads", () => {
    const imported = [...readFileSync(swFile, 'utf8').matchAll(/importScripts\(([^)]*)\)/g)].flatMap(([, list]) =>
      [...list!.matchAll(/["']\/?([^"']+)["']/g)].map(([, url]) => url!),
    );
    expect(imported).toEqual([expect.stringMatching(/^assets\/sw-outbox-[0-9a-f]+\.js$/)]);
    expect(existsSync(path.join(webRoot, imported[0]!))).toBe(true);
    expect(Object.values(manifest).map((chunk) => chunk.file)).not.toContain(imported[0]);
  });

  it(`precaches at most ${PRECACHE_APP_CODE_RAW_BUDGET_BYTES / 1024} KB of app code, raw`, () => {
    const code = [...precached].filter((url) => /\.(js|css)$/.test(url));
    const sizes = new Map(code.map((file) => [file, statSync(path.join(webRoot, file)).size]));
    const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    const largest = new Map([...sizes].sort((a, b) => b[1] - a[1]).slice(0, 10));
    const message = `precache: ${code.length} scripts and stylesheets, ${(total / 1024).toFixed(1)} KB raw; largest:\n${report(largest)}`;
    expect(total, message).toBeLessThanOrEqual(PRECACHE_APP_CODE_RAW_BUDGET_BYTES);
  });

  it(`precaches at most ${PRECACHE_APP_CODE_BUDGET_BYTES / 1024 / 1024} MB of gzipped app code`, () => {
    const code = [...precached].filter((url) => /\.(js|css)$/.test(url));
    const sizes = new Map(code.map((file) => [file, gzipped(file)]));
    const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    const raw = code.reduce((sum, file) => sum + statSync(path.join(webRoot, file)).size, 0);
    const largest = new Map([...sizes].sort((a, b) => b[1] - a[1]).slice(0, 10));
    const message = `precache: ${precached.size} files; app code ${(total / 1024).toFixed(1)} KB gzipped, ${(raw / 1024).toFixed(1)} KB raw; largest:\n${report(largest)}`;
    expect(total, message).toBeLessThanOrEqual(PRECACHE_APP_CODE_BUDGET_BYTES);
  });

  it('adds no Workbox code to a first visit: the page only registers sw.js, after load', () => {
    const files = withStaticImports(manifest, entryKeyOf(manifest));
    withStaticImports(manifest, 'src/screens/home/HomeScreen.tsx', files);
    const firstVisit = [...files].map((file) => readFileSync(path.join(webRoot, file), 'utf8')).join('\n');
    expect(firstVisit).toContain('/sw.js');
    expect(firstVisit).not.toMatch(/workbox/i);
  });
});

function entryKeyOf(manifest: Manifest): string {
  return Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
}
