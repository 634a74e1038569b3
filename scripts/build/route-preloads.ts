// Vite plugin: writes route-preloads.json beside index.html, naming for each route of the route
// table (web/src/routes/routes.tsx, paths from route-names.ts) the JavaScript its screen needs
// beyond what index.html already preloads, and its stylesheets. The server puts these in the first
// page's <head> as <link rel="modulepreload"> and <link rel="stylesheet">, so a first visit fetches
// its screen with the shell instead of after it, and a server-rendered page paints styled (it
// shifted when its screen's CSS arrived with the script).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PATHS, type RouteName } from '../../web/src/routes/route-names.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RoutePreload {
  /** A route-names.ts path: `:name` matches one segment, `*` anything. */
  path: string;
  files: string[];
  /** The stylesheets those chunks import. */
  styles: string[];
}

/** A chunk's file and those it imports statically, with their stylesheets collected into `styles`. */
function withStaticImports(
  manifest: Record<string, ManifestChunk>,
  key: string,
  into: Set<string>,
  styles: Set<string>,
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into, styles);
  return into;
}

/** Route name → screen module, in the route table's order (first match wins, as in the router). */
export function screensOfRouteTable(source: string): [RouteName, string][] {
  return [...source.matchAll(/screen\('([^']+)',\s*\(\) => import\('\.\.\/(screens\/[^']+)'\)\)/g)].map(
    ([, name, file]) => [name as RouteName, `src/${file}`],
  );
}

export function routePreloads(manifest: Record<string, ManifestChunk>, routeTable: string): RoutePreload[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  // index.html links the entry's own stylesheets already.
  const shellStyles = new Set<string>();
  const shell = withStaticImports(manifest, entry, new Set(), shellStyles);
  return screensOfRouteTable(routeTable).map(([name, screen]) => {
    const styles = new Set<string>();
    const files = withStaticImports(manifest, screen, new Set(), styles);
    return {
      path: ROUTE_PATHS[name],
      files: [...files].filter((file) => !shell.has(file)),
      styles: [...styles].filter((file) => !shellStyles.has(file)),
    };
  });
}

/**
 * The app's scripts at low priority: a server-rendered page paints from its HTML, CSS and fonts,
 * and on a slow phone connection its ~40 module chunks, at the browser's default high priority,
 * shared the bandwidth with them and held the first paint back (bench:web, cold cache: 3–5 s).
 * The browser still fetches them at once, after what the paint needs; hydration follows.
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
}

export function routePreloadsPlugin(routeTableFile: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    // After Vite has written its own script and modulepreload tags.
    transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
    writeBundle(options) {
      const outDir = options.dir!;
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      const preloads = routePreloads(manifest, readFileSync(routeTableFile, 'utf8'));
      writeFileSync(path.join(outDir, 'route-preloads.json'), JSON.stringify(preloads));
    },
  };
}
