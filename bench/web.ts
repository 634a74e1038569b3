// `npm run bench:web`: Lighthouse 12 with its mobile defaults (simulated slow 4G, 4x CPU slowdown)
// on the pages of the issue "Fast first paint on a phone", against a fresh production server
// (a new embedded database seeded with the demo catalogue) serving the built web app in dist/web.
// Each page twice: a first-time visitor (empty storage and cache: the terms dialog shows) and a
// returning one (terms agreed, the browser's cache warm from an earlier visit). Debian's Chromium
// (/usr/bin/chromium or CHROMIUM_PATH) is driven by chrome-launcher; nothing is downloaded.
// Traffic stays on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? [
  '/',
  '/games',
  '/games/1',
  '/requests',
  '/request/1',
  '/api',
  '/dev-talk',
];
const port = Number(process.env.BENCH_WEB_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

const webRoot = path.resolve(root, process.env.WEB_ROOT ?? 'dist/web');
if (!existsSync(path.join(webRoot, 'index.html'))) {
  console.error(`No built web app in ${webRoot}: run \`npm run build:web\` first.`);
  process.exit(1);
}

async function startServer(): Promise<{ server: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cv-bench-web-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_ROOT: webRoot,
      SEED_ADMIN_PASSWORD: 'bench-web-admin',
    },
  });
  // Migrating and seeding a new database takes a while on a busy machine; five minutes at most.
  for (let tries = 0; tries < 600; tries++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { server, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not answer /healthz within five minutes');
}

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  cls: number;
}

const { server, dataDir } = await startServer();
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

async function measure(url: string, returning: boolean): Promise<Figures> {
  const page = await browser.newPage();
  try {
    if (returning) {
      // An earlier visit on the same phone (Lighthouse's mobile screen, so the same box art sizes
      // are in the cache): the terms agreed (as the dialog's Agree stores it) and the cache warm.
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await page.goto(url, { waitUntil: 'networkidle0' });
      await page.evaluate(() => {
        localStorage.setItem('agreedToToS', 'true');
        localStorage.setItem('ToSVersion', '1.2');
      });
      // Once more with the terms agreed: the page itself (its box art, fonts) is what they saw.
      await page.goto(url, { waitUntil: 'networkidle0' });
    }
    if (!returning) {
      // A first-time visitor: Lighthouse empties the cache but keeps localStorage, where an
      // earlier returning run agreed to the terms; without this only the first page showed them.
      const session = await page.createCDPSession();
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await session.detach();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: returning,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    // BENCH_WEB_REPORTS=dir keeps each run's full report (its LCP element, breakdown and request chains).
    if (process.env.BENCH_WEB_REPORTS) {
      mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${returning ? 'returning' : 'first'}.json`;
      writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(result.lhr));
    }
    // What to look at when a figure misses its target: failing accessibility audits, shifted elements.
    const failing = Object.values(audits).filter(
      (audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0 && categoryHas(result.lhr, audit.id),
    );
    for (const audit of failing) console.error(`  ${url}: ${audit.id}: ${audit.title}`);
    const shifts = (audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] })
      ?.items;
    for (const shift of shifts ?? [])
      console.error(`  ${url}: shift ${shift.score?.toFixed(3)} ${shift.node?.selector}`);
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await page.close();
  }
}

function categoryHas(lhr: { categories: Record<string, { auditRefs: { id: string }[] }> }, id: string): boolean {
  return lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === id) ?? false;
}

const rows: string[] = [];
try {
  console.log(
    `load before: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  console.log('| page | visitor | performance | accessibility | FCP s | LCP s | CLS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const pagePath of PAGES) {
    for (const returning of [false, true]) {
      const figures = await measure(`${origin}${pagePath}`, returning);
      const row =
        `| \`${pagePath}\` | ${returning ? 'returning' : 'first'} | ${figures.performance.toFixed(2)} | ` +
        `${figures.accessibility.toFixed(2)} | ${(figures.fcp / 1000).toFixed(1)} | ${(figures.lcp / 1000).toFixed(1)} | ` +
        `${figures.cls.toFixed(3)} |`;
      rows.push(row);
      console.log(row);
    }
  }
  console.log(
    `load after: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.disconnect();
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
