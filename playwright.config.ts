import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);
/** Where the e2e server listens; helpers that open a request context of their own need it. */
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run, seeded with the demo catalogue. Workers load this
// file too: the environment hands them the directory the main process made, and global-teardown
// removes it when this run made it.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-'));
  process.env.E2E_DATA_DIR_OWNED = '1';
}
const dataDir = process.env.E2E_DATA_DIR;

export const SITE_ORIGIN = 'https://cartridgevault.e2e';
/** The seeded admin's password in e2e runs (real runs print a random one). */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./scripts/test-report/slowest-e2e.ts']],
  // A test waits for events, never retries: its limit only has to cover a slow runner. This one ran
  // the suite about twice as slowly as the machines before it (2026-11-30: the API page's journey
  // 7.5 s alone, 31.6 s within the suite's load of 12-14), so 60 s rather than Playwright's 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    // Every test has a fresh browser, where the service worker would install and download the
    // whole precache (megabytes) behind each test's first page, and would answer reads from its
    // caches when a test makes the server fail: e2e/offline.spec.ts allows it, and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium floods this closed network with refused connections.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: ['mobile/**', 'no-javascript.spec.ts'],
    },
    // A 375 px phone: the phone specs, and the accessibility sweep and offline reading once more
    // at that width.
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true },
      testMatch: [
        'mobile/**/*.spec.ts',
        'accessibility.spec.ts',
        'offline.spec.ts',
        'offline-changes.spec.ts',
        'offline-background-sync.spec.ts',
        'offline-lookup.spec.ts',
        'offline-collection.spec.ts',
      ],
    },
    // A reader whose browser runs no script: the server-rendered pages, links and GET forms alone.
    {
      name: 'no-javascript',
      use: { browserName: 'chromium', javaScriptEnabled: false },
      testMatch: 'no-javascript.spec.ts',
    },
  ],
  webServer: {
    command: 'node --import tsx api/src/server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SITE_ORIGIN,
      DATABASE_URL: '',
      SEED_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Each test sends its own X-Forwarded-For (e2e/fixtures.ts): a client address per test, so
      // the per-address limits (ADDRESS_LIMITS: sign-ups, comments, ...) hold each test, not the run.
      TRUST_PROXY: 'true',
    },
  },
});
