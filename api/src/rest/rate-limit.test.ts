import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { loadConfig } from '../config.ts';
import { createRestRateLimit } from './rate-limit.ts';
import { useRestServer } from './test-server.ts';

// 2 a second, and a third within one second from a burst allowance of 1 per 10 s.
const tiny = useRestServer({
  env: { REST_RATE_LIMIT_PER_SECOND: '2', REST_RATE_LIMIT_BURST: '3', TRUST_PROXY: 'true' },
});

let clients = 0;
/** A client address of its own, so tests do not share counters. */
const newClient = () => ({ 'x-forwarded-for': `198.51.100.${(clients += 1)}` });

describe('REST rate limit', () => {
  it('states the default policy: 60 a second, and 60 more per 10 s for bursts', async () => {
    const limit = createRestRateLimit(loadConfig({}))!;
    const { headers } = await limit.take('192.0.2.1');
    expect(headers).toEqual({
      'ratelimit-policy': '"second";q=60;w=1, "burst";q=60;w=10',
      ratelimit: '"second";r=59;t=1',
    });
  });

  it('states the limit on every answer, whatever the route', async () => {
    const client = newClient();
    for (const path of ['/api/v1/openapi.json', '/api/v1/nowhere']) {
      const { headers } = await tiny.get(path, client);
      expect(headers.get('ratelimit-policy')).toBe('"second";q=2;w=1, "burst";q=1;w=10');
      expect(headers.get('ratelimit')).toMatch(/^"second";r=[01];t=1$/);
    }
  });

  it('lets a client exceed its rate from the burst allowance, then answers 429 with Retry-After', async () => {
    const client = newClient();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await tiny.get('/api/v1/openapi.json', client));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get('ratelimit'))).toEqual([
      '"second";r=1;t=1',
      '"second";r=0;t=1',
      '"burst";r=0;t=10',
      '"second";r=0;t=1',
    ]);
    const refused = answers[3]!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('ratelimit-policy')).toBe('"second";q=2;w=1, "burst";q=1;w=10');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.body).toEqual({ error: 'Too many requests; try again in 1 s' });
    expect(answers[0]!.headers.get('retry-after')).toBeNull();
  });

  it('counts every method and route, and serves the client again once its second is over', async () => {
    // The in-memory counters expire by Date.now(): a fake clock stands still until moved on,
    // while timers stay real for the HTTP server and client.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const client = newClient();
      await tiny.request('/api/v1/games', { method: 'OPTIONS', headers: client });
      await tiny.request('/api/v1/games', { method: 'DELETE', headers: client });
      await tiny.get('/api/v1/nowhere', client);
      expect((await tiny.get('/api/v1/openapi.json', client)).status).toBe(429);
      vi.setSystemTime(Date.now() + 999);
      expect((await tiny.get('/api/v1/openapi.json', client)).status).toBe(429);
      vi.setSystemTime(Date.now() + 1);
      const again = await tiny.get('/api/v1/openapi.json', client);
      expect(again.status).toBe(200);
      // The burst allowance is spent for 10 s; the per-second quota is fresh.
      expect(again.headers.get('ratelimit')).toBe('"second";r=1;t=1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts each client address apart (the last X-Forwarded-For entry behind a trusted proxy)', async () => {
    const spent = newClient();
    for (let i = 0; i < 3; i += 1) await tiny.get('/api/v1/openapi.json', spent);
    expect((await tiny.get('/api/v1/openapi.json', spent)).status).toBe(429);
    // A client cannot escape by prepending addresses: the proxy's own entry is the last one.
    expect(
      (await tiny.get('/api/v1/openapi.json', { 'x-forwarded-for': `203.0.113.9, ${spent['x-forwarded-for']}` }))
        .status,
    ).toBe(429);
    expect((await tiny.get('/api/v1/openapi.json', newClient())).status).toBe(200);
  });

  it('is off, with no RateLimit headers, when the rate is 0', async () => {
    expect(createRestRateLimit(loadConfig({ REST_RATE_LIMIT_PER_SECOND: '0' }))).toBeNull();
    const unlimited = buildTestApp(tiny.db, { REST_RATE_LIMIT_PER_SECOND: '0' });
    try {
      const response = await fetch(`http://127.0.0.1:${await unlimited.app.start(0)}/api/v1/openapi.json`);
      expect(response.status).toBe(200);
      expect(response.headers.has('ratelimit')).toBe(false);
      expect(response.headers.has('ratelimit-policy')).toBe(false);
    } finally {
      await unlimited.app.stop();
      await unlimited.close();
    }
  });

  it('refuses a burst smaller than the rate at start-up', () => {
    expect(() => loadConfig({ REST_RATE_LIMIT_PER_SECOND: '60', REST_RATE_LIMIT_BURST: '10' })).toThrow(
      /REST_RATE_LIMIT_BURST must be at least REST_RATE_LIMIT_PER_SECOND/,
    );
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Runs in the PostgreSQL + Redis pass of .ci/run, where TEST_REDIS_URL is set.
describe.skipIf(!redisUrl)('REST rate limit shared through Redis', () => {
  it('counts requests made on two instances together', async () => {
    const redis = [new Redis(redisUrl!), new Redis(redisUrl!)];
    try {
      const config = loadConfig({ REST_RATE_LIMIT_PER_SECOND: '2', REST_RATE_LIMIT_BURST: '2' });
      const [a, b] = redis.map((client) => createRestRateLimit(config, client)!);
      const ip = `192.0.2.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
      expect((await a!.take(ip)).allowed).toBe(true);
      expect((await b!.take(ip)).allowed).toBe(true);
      const refused = await a!.take(ip);
      expect(refused.allowed).toBe(false);
      expect(refused.headers['retry-after']).toBe('1');
    } finally {
      await Promise.all(redis.map((client) => client.quit()));
    }
  });
});
