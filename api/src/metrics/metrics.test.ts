import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loadConfig } from '../config.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';
import { createTestUser } from '../../test/accounts.ts';
import { subscribe, subscriptionClient, subscriptionLive } from '../../test/subscriptions.ts';

let db: Database;
let app: TestApp;
let port: number;
let metrics: MetricsServer;

beforeAll(async () => {
  db = await createTestDatabase();
  app = buildTestApp(db);
  port = await app.app.start(0);
  metrics = await startMetricsServer(app.app.metrics, 0, '127.0.0.1');
});
afterAll(async () => {
  await metrics.stop();
  await app.app.stop();
  await db.close();
});

const post = (operationName: string, search = '') =>
  fetch(`http://127.0.0.1:${port}/graphql${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `query ${operationName} { __typename }` }),
  });

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

const series = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

describe('metrics', () => {
  it('are not served on the public port', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics?format=text`)).status).toBe(404);
  });

  it('count GraphQL requests on the operator listener, by the names of operations the server knows', async () => {
    await post('Consoles');
    const text = await scrape();
    expect(text).toMatch(/graphql_yoga_http_duration_count\{[^}]*operationName="Consoles"[^}]*\} [1-9]/);
  });

  it('do not grow with operation names or query strings clients make up', async () => {
    await post('Invented0', '?cache=0');
    const before = series(await scrape()).length;
    for (let i = 1; i <= 25; i += 1) await post(`Invented${i}`, `?cache=${i}`);
    const text = await scrape();
    expect(series(text)).toHaveLength(before);
    expect(text).not.toMatch(/Invented|cache=/);
    expect(text).toMatch(/graphql_yoga_http_duration_count\{[^}]*operationName="other"[^}]*url="\/graphql"[^}]*\} 26/);
  });

  it('listen only when METRICS_PORT is set, on the loopback interface unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({}).METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('count subscriptions as they start and the sockets open, keeping nothing per subscription', async () => {
    const moderator = await createTestUser(db, 'metrics_moderator', { role: 'MODERATOR' });
    const client = subscriptionClient(port, moderator.cookie);
    try {
      const live = subscriptionLive(app, 'requestFeed');
      subscribe(client, 'subscription ModeratorFeedWatch { requestFeed { kind } }');
      await live;
      const text = await scrape();
      expect(series(text)).toContain('graphql_subscriptions_started{operationName="other"} 1');
      expect(series(text)).toContain('graphql_ws_open_sockets 1');
      // Envelop's subscribe phase is not observed: it would wrap the subscription's stream for its life.
      expect(text).not.toContain('graphql_envelop_phase_subscribe');
      // Its parse, validate and context phases are (once, at its start); nothing that waits for its end.
      const observed = series(text)
        .filter((line) => line.includes('operationType="subscription"'))
        .map((line) => line.split('{')[0]!.replace(/_(bucket|sum|count)$/, ''));
      expect(new Set(observed)).toEqual(
        new Set(['graphql_envelop_phase_parse', 'graphql_envelop_phase_validate', 'graphql_envelop_phase_context']),
      );
    } finally {
      await client.dispose();
    }
  });
});
