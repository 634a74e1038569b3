// `npm run bench:web`: Lighthouse 12 with its mobile defaults (simulated slow 4G, 4x CPU slowdown)
// on the pages of the issue "Fast first paint on a phone", against a fresh production server
// (a new embedded database seeded with the demo catalogue) serving the built web app in dist/web.
// Each page as three visitors: a first-time one (empty storage and cache: the terms dialog shows),
// a returning one with a cold HTTP cache (terms agreed in localStorage and the pref_ cookies, but
// nothing cached and no service worker) and a returning one with a warm cache (the page visited
// twice before on the same phone). Each three times (BENCH_WEB_RUNS); a row is the median run as
// Lighthouse's computeMedianRun picks it, checked against issue 30's targets. Debian's Chromium
// (/usr/bin/chromium or CHROMIUM_PATH) is driven by chrome-launcher; nothing is downloaded.
// Traffic stays on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { STORAGE_KEYS } from '../web/src/preferences/preference-values.ts';
import { TERMS_VERSION } from '../web/src/terms/terms-version.ts';
import { accountForLcp, describeAccount, type LcpAccount } from './lcp-account.ts';
import { TABLE_HEAD, TARGETS_TEXT, diagnostics, figuresOf, medianRun, tableRow } from './lighthouse-figures.ts';

const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? [
  '/',
  '/games',
  '/games/1',
  '/requests',
  '/request/1',
  '/api',
  '/dev-talk',
];
const ALL_VISITORS = ['first', 'returning, cold cache', 'returning, warm cache'] as const;
type Visitor = (typeof ALL_VISITORS)[number];
// BENCH_WEB_VISITORS=first,cold measures some of them (matched by a word of their name).
const VISITORS = ALL_VISITORS.filter(
  (visitor) =>
    !process.env.BENCH_WEB_VISITORS || process.env.BENCH_WEB_VISITORS.split(',').some((word) => visitor.includes(word)),
);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
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

/**
 * A returning visitor's browser: the terms agreed as the dialog's Agree stores them (localStorage)
 * and the cookies the app mirrors them into, which the server renders the page from. Set on a
 * same-origin document that loads none of the app (/healthz), before Lighthouse opens the page.
 */
async function agreeToTerms(page: Page): Promise<void> {
  await page.goto(`${origin}/healthz`);
  await page.evaluate(
    (keys, version) => {
      localStorage.setItem(keys.agreedToToS, 'true');
      localStorage.setItem(keys.tosVersion, version);
    },
    STORAGE_KEYS,
    TERMS_VERSION,
  );
  const session = await page.createCDPSession();
  for (const [key, value] of [
    [STORAGE_KEYS.agreedToToS, 'true'],
    [STORAGE_KEYS.tosVersion, TERMS_VERSION],
  ] as const)
    await session.send('Network.setCookie', { name: `pref_${key}`, value, url: origin, path: '/', sameSite: 'Lax' });
  await session.detach();
}

/** Lighthouse's mobile screen: earlier visits on it ask for the box art sizes its runs ask for. */
const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** What each run's simulated largest paint counts (bench/lcp-account.ts), by its report. */
const accounts = new WeakMap<Result, LcpAccount>();

async function measure(url: string, visitor: Visitor): Promise<Result> {
  const page = await browser.newPage();
  try {
    // Every run starts from an empty origin (storage, cookies, service worker, its caches): an
    // earlier run's terms, cookies or service worker must not leak into this one.
    const session = await page.createCDPSession();
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await session.detach();
    if (visitor !== 'first') await agreeToTerms(page);
    if (visitor === 'returning, warm cache') {
      // An earlier visit on the same phone (Lighthouse's mobile screen, so the same box art sizes
      // are cached), twice: the second is served with the service worker installed by the first.
      await page.setViewport(PHONE_SCREEN);
      await page.goto(url, { waitUntil: 'networkidle0' });
      await page.goto(url, { waitUntil: 'networkidle0' });
    }
    // Lighthouse's own reset (first visit and cold cache) empties the browser's HTTP cache, the
    // service worker and its caches, but keeps localStorage and cookies: the terms stay agreed.
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        disableStorageReset: visitor === 'returning, warm cache',
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const account = await accountForLcp(result.artifacts, result.lhr.configSettings);
    // The account replays the report's own simulation: a different figure means it reads it wrong.
    const reported = figuresOf(result.lhr).lcp;
    if (Math.abs(account.simulatedMs - reported) > 1)
      console.error(
        `  the LCP account's simulation (${account.simulatedMs} ms) differs from the report's (${reported} ms)`,
      );
    accounts.set(result.lhr, account);
    return result.lhr;
  } finally {
    await page.close();
  }
}

const LCP_TABLE_HEAD = [
  "What the median run's simulated LCP counts (bench/lcp-account.ts):",
  '',
  '| page | visitor | simulated LCP s | requests counted | of them scripts | LCP s without the scripts |',
  '| --- | --- | --- | --- | --- | --- |',
];
const lcpRow = (pagePath: string, visitor: string, a: LcpAccount) =>
  `| \`${pagePath}\` | ${visitor} | ${(a.simulatedMs / 1000).toFixed(2)} | ${a.counted.requests} (${a.counted.kilobytes} KB) | ` +
  `${a.scripts.requests} (${a.scripts.kilobytes} KB) | ${(a.withoutScriptsMs / 1000).toFixed(2)} |`;

/**
 * Each page opened once, unmeasured, in a browser context of its own, before any run: the server
 * is then as a running site's is when a reader comes (its copies of the box art made and kept,
 * its page cache filled, its code compiled), not as a process started a second ago. A copy of an
 * image is made once, on its first request ever: without this, the first run of a page with box
 * art waited for it (about 0.5 s), which no later reader of that image does. Every measured run
 * still starts with an empty browser.
 */
async function warmServer(): Promise<void> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE_SCREEN);
    for (const pagePath of PAGES) await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle0' });
  } finally {
    await context.close();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const runs = new Map<string, Result[]>();
const keyOf = (pagePath: string, visitor: Visitor) => `${pagePath} ${visitor}`;
let missedRows = 0;
try {
  console.log(`${new Date().toISOString()} load before: ${loadAverage()} (${os.cpus().length} cores)`);
  console.log(`${RUNS} runs each, median run by Lighthouse's computeMedianRun; targets: ${TARGETS_TEXT}`);
  await warmServer();
  // Round by round (every page and visitor once, then again), so a busy minute on the machine
  // falls on one run of many rows rather than on all runs of one row.
  for (let round = 1; round <= RUNS; round++) {
    for (const pagePath of PAGES) {
      for (const visitor of VISITORS) {
        const lhr = await measure(`${origin}${pagePath}`, visitor);
        const key = keyOf(pagePath, visitor);
        runs.set(key, [...(runs.get(key) ?? []), lhr]);
        const f = figuresOf(lhr);
        console.error(
          `  run ${round} ${pagePath} ${visitor}: performance ${f.performance.toFixed(2)}, ` +
            `LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${Math.round(f.tbt)} ms (load ${loadAverage()})`,
        );
        // BENCH_WEB_REPORTS=dir keeps each run's full report (its LCP element, breakdown and request chains).
        if (process.env.BENCH_WEB_REPORTS) {
          mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
          const name = `${pagePath.replace(/\W+/g, '_')}-${visitor.replace(/\W+/g, '-')}-${round}.json`;
          writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(lhr));
        }
      }
    }
  }
  const rows: string[] = [];
  const lcpRows: string[] = [];
  for (const pagePath of PAGES) {
    for (const visitor of VISITORS) {
      const pageRuns = runs.get(keyOf(pagePath, visitor)) ?? [];
      const median = medianRun(pageRuns);
      const row = tableRow(pagePath, visitor, median, pageRuns);
      if (row.includes('| missed:')) missedRows++;
      rows.push(row);
      // What the median run says about a miss: the LCP element, long tasks, failing audits.
      const account = median && accounts.get(median);
      for (const line of median ? diagnostics(median) : []) console.error(`  ${pagePath} ${visitor}: ${line}`);
      if (account) {
        console.error(`  ${pagePath} ${visitor}: ${describeAccount(account)}`);
        lcpRows.push(lcpRow(pagePath, visitor, account));
      }
    }
  }
  console.log(['', ...TABLE_HEAD, ...rows].join('\n'));
  console.log(['', ...LCP_TABLE_HEAD, ...lcpRows].join('\n'));
  console.log(`${new Date().toISOString()} load after: ${loadAverage()}`);
  console.log(missedRows ? `${missedRows} of ${rows.length} rows miss a target.` : 'Every row meets every target.');
} finally {
  await browser.disconnect();
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
// A missed target fails the command (after the table), as an assertion in Lighthouse CI would.
if (missedRows) process.exitCode = 1;
