import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '../../../scripts/build/precompress.ts';
import { chooseEncoding, serveWebApp } from './web-app.ts';

const script = "document.documentElement.dataset.theme = 'dark';";
const bigScript = 'export const games = [' + Array.from({ length: 500 }, (_, i) => `"Game ${i}"`).join(',') + '];';

/** A raw GET: fetch would decode the body and hide which encoding came back. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'cv-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(
    path.join(root, 'index.html'),
    `<html><head><meta name="site-origin" content="__SITE_ORIGIN__"><script>${script}</script></head></html>`,
  );
  await writeFile(path.join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(root, 'sw.js'), 'self.skipWaiting()');
  await writeFile(path.join(root, 'manifest.webmanifest'), '{"name":"Cartridge Vault"}');
  await writeFile(path.join(root, 'assets', 'big-5678.js'), bigScript);
  await writeFile(
    path.join(root, 'route-preloads.json'),
    JSON.stringify([
      { path: '/games/add', files: ['assets/add-1.js'] },
      { path: '/games/:id', files: ['assets/game-2.js', 'assets/card-3.js'], styles: ['assets/game-2.css'] },
      { path: '*', files: [] },
    ]),
  );
  await precompressDirectory(root);
  server = createServer((req, res) => void serveWebApp(req, res, { webRoot: root, siteOrigin: 'https://vault.test' }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any client route with index.html carrying the configured site origin', async () => {
    const response = await fetch(`${base}/games/42?version=3`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('content="https://vault.test"');
  });

  it("preloads the chunks of the route's screen as modules, the first route in table order that matches", async () => {
    const preloads = async (url: string, rel = 'modulepreload') => {
      const html = await (await fetch(`${base}${url}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      return [
        ...head.matchAll(new RegExp(`<link rel="${rel}"(?: fetchpriority="low")? crossorigin href="([^"]*)">`, 'g')),
      ].map((match) => match[1]);
    };
    expect(await preloads('/games/42?version=3')).toEqual(['/assets/game-2.js', '/assets/card-3.js']);
    expect(await preloads('/games/add')).toEqual(['/assets/add-1.js']);
    expect(await preloads('/games/42/edit')).toEqual([]);
    // And links its stylesheets, so the page the server rendered paints styled.
    expect(await preloads('/games/42', 'stylesheet')).toEqual(['/assets/game-2.css']);
    expect(await preloads('/games/add', 'stylesheet')).toEqual([]);
  });

  it('allows only its own scripts: the inline theme script by hash, nothing from elsewhere', async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('serves the service worker unhashed and revalidated, so a new build takes over at once', async () => {
    const response = await fetch(`${base}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Revalidated at every page the browser opens: unchanged, it costs a 304 and no bytes.
    const modified = response.headers.get('last-modified');
    expect(modified).toBeTruthy();
    // node:http, not fetch: fetch adds `cache-control: no-cache` to a conditional request, which
    // rightly asks for the whole file again.
    const statusSince = (since: string) =>
      new Promise<number>((resolve, reject) =>
        request(`${base}/sw.js`, { headers: { 'if-modified-since': since } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
          .on('error', reject)
          .end(),
      );
    expect(await statusSince(modified!)).toBe(304);
    expect(await statusSince(new Date(Date.parse(modified!) - 1000).toUTCString())).toBe(200);
  });

  it('serves the web app manifest with its own type, and the page allows it and the worker from itself only', async () => {
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${base}/assets/app-1234.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('never serves files outside its root', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });

  it('answers a malformed URL with 400 instead of crashing', async () => {
    const response = await fetch(`${base}/%E0%A4%A`);
    expect(response.status).toBe(400);
  });

  it('sends the precompressed brotli or gzip copy of a built asset to clients that accept it', async () => {
    const br = await rawGet(`${base}/assets/big-5678.js`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(br.body.length).toBeLessThan(bigScript.length / 3);

    const gz = await rawGet(`${base}/assets/big-5678.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigScript);

    const plain = await rawGet(`${base}/assets/big-5678.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
  });

  it('leaves tiny assets uncompressed, where compression would not pay', async () => {
    const response = await rawGet(`${base}/assets/app-1234.js`, 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('console.log(1)');
  });

  it('compresses the page itself, with the site origin written in', async () => {
    const response = await rawGet(`${base}/games`, 'br;q=0.5, gzip;q=1');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('content="https://vault.test"');
  });

  it('honours q-values when choosing an encoding', () => {
    expect(chooseEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('br', [])).toBeNull();
  });
});
