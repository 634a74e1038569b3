import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app.ts';

const script = "document.documentElement.dataset.theme = 'dark';";
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

  it('allows only its own scripts: the inline theme script by hash, nothing from elsewhere', async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
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
});
