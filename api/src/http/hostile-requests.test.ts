// The fuzzer's short run (npm run fuzz sends 10,000 of each): a fixed seed, so a failure here
// names one request that can be replayed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { buildApp, type App } from '../app.ts';
import { useTestApp } from '../../test/app.ts';
import { describeFinding, runFamily } from '../../test/fuzz/campaign.ts';
import { runWebSocketFamily } from '../../test/fuzz/websocket-fuzz.ts';

const base = useTestApp({ seed: true });
let app: App;
let services: ReturnType<typeof createServices>;
let port: number;
// A built web app of one page: without one every unknown path would be the "not built yet" 503.
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'cv-fuzz-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Cartridge Vault</title><div id="root"></div>');
  // Without the REST limit a short run reaches the routes rather than the limiter.
  const config = loadConfig({ NODE_ENV: 'test', REST_RATE_LIMIT_PER_SECOND: '0' });
  services = createServices(config, base.db);
  app = buildApp(services, { webRoot });
  port = await app.start(0);
});
afterAll(async () => {
  await app.stop();
  await services.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const SEED = 20261124;

describe('hostile requests', () => {
  // Causes of masked errors are logged on purpose; what is judged is what the client sees.
  beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterAll(() => vi.restoreAllMocks());

  for (const [family, count] of [
    ['rest', 200],
    ['graphql', 200],
    ['raw', 60],
    ['hardening', 100],
  ] as const) {
    it(`answers ${count} hostile ${family} requests below 500, quoting nothing internal`, async () => {
      const result = await runFamily(port, family, count, SEED, 4);
      expect(result.sent).toBe(count);
      expect(result.findings.map(describeFinding)).toEqual([]);
    }, 120_000);
  }

  it('answers 200 hostile WebSocket messages and a socket flood without an internal error', async () => {
    const result = await runWebSocketFamily(port, 200, SEED, { flood: 30 });
    expect(result.sent).toBe(230);
    expect(result.findings).toEqual([]);
    // The flood passed the per-address cap: some upgrades were refused.
    expect(result.closes['429']).toBeGreaterThan(0);
  }, 120_000);

  it('still answers /healthz afterwards', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});
