import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { LIMITS } from '#shared/rules';
import { useRestServer } from './test-server.ts';

const t = useRestServer({ seed: true, env: { REST_RATE_LIMIT_PER_SECOND: '0' } });

const JSON_TYPE = 'application/json; charset=utf-8';

describe('REST parameters', () => {
  it.each([
    ['/api/v1/games?start=-1', 'start must be a whole number from 0 to 2147483647'],
    ['/api/v1/games?start=abc', 'start must be a whole number from 0 to 2147483647'],
    ['/api/v1/games?start=2147483648', 'start must be a whole number from 0 to 2147483647'],
    ['/api/v1/games?length=0', 'length must be a whole number from 1 to 100'],
    ['/api/v1/games?length=101', 'length must be a whole number from 1 to 100'],
    ['/api/v1/games?length=2.5', 'length must be a whole number from 1 to 100'],
    ['/api/v1/games?length=', 'length must be a whole number from 1 to 100'],
    ['/api/v1/games?length=1e1', 'length must be a whole number from 1 to 100'],
    ['/api/v1/games/random?amount=0', `amount must be a whole number from 1 to ${LIMITS.randomGamesMax}`],
    ['/api/v1/games/random?amount=51', `amount must be a whole number from 1 to ${LIMITS.randomGamesMax}`],
    ['/api/v1/games/search', 'name is required'],
    ['/api/v1/games/search?name=', 'name is required'],
    ['/api/v1/games/search?name=%20%20', 'name is required'],
    [
      `/api/v1/games/search?name=${'a'.repeat(LIMITS.searchQueryMax + 1)}`,
      `name must be at most ${LIMITS.searchQueryMax} characters`,
    ],
    ['/api/v1/games/search?name=%00', 'name: Text may not contain the NUL character (U+0000).'],
    ['/api/v1/games/search?name=mario%00kart', 'name: Text may not contain the NUL character (U+0000).'],
    ['/api/v1/games/abc', 'id must be a positive whole number'],
    ['/api/v1/games/0', 'id must be a positive whole number'],
    ['/api/v1/games/-3', 'id must be a positive whole number'],
    ['/api/v1/games/1.5', 'id must be a positive whole number'],
    ['/api/v1/versions/x', 'version_id must be a positive whole number'],
    ['/api/v1/consoles/0x1', 'console_id must be a positive whole number'],
  ])('%s is a 400 that names the parameter and its rule', async (path, error) => {
    const { status, headers, body } = await t.get(path);
    expect(status).toBe(400);
    expect(body).toEqual({ error });
    expect(headers.get('content-type')).toBe(JSON_TYPE);
    expect(headers.get('cache-control')).toBe('no-store');
  });
});

describe('REST unknown ids and routes', () => {
  it.each([
    ['/api/v1/games/999999', 'Game 999999 not found'],
    ['/api/v1/games/2147483647', 'Game 2147483647 not found'],
    ['/api/v1/games/99999999999999999999', 'Game 99999999999999999999 not found'],
    ['/api/v1/versions/999999', 'Version 999999 not found'],
    ['/api/v1/versions/4294967296', 'Version 4294967296 not found'],
    ['/api/v1/consoles/999999', 'Console 999999 not found'],
    ['/api/v1/consoles/2147483648', 'Console 2147483648 not found'],
  ])('%s is a 404 naming the id', async (path, error) => {
    const { status, body } = await t.get(path);
    expect(status).toBe(404);
    expect(body).toEqual({ error });
  });

  it.each(['/api/v1', '/api/v1/', '/api/v1/games/', '/api/v1/companies', '/api/v1/games/1/versions', '/api/v10/games'])(
    '%s is a 404 pointing at the document',
    async (path) => {
      const { status, headers, body } = await t.get(path);
      expect(status).toBe(404);
      expect(body.error).toMatch(/the routes are described at \/api\/v1\/openapi\.json$/);
      expect(headers.get('access-control-allow-origin')).toBe('*');
    },
  );
});

describe('REST methods', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is a 405 that lists the methods allowed', async (method) => {
    const { status, headers, body } = await t.request('/api/v1/games', {
      method,
      body: method === 'DELETE' ? undefined : '{}',
    });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(body).toEqual({ error: `${method} is not allowed; use GET` });
  });

  it('answers a CORS preflight with 204 and the methods and headers asked for', async () => {
    const { status, headers, text } = await t.request('/api/v1/games/search?name=mario', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(status).toBe(204);
    expect(text).toBe('');
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(headers.get('access-control-allow-headers')).toBe('if-none-match');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await t.get('/api/v1/consoles');
    const head = await t.request('/api/v1/consoles', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(get.text)));
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
  });
});

describe('REST caching', () => {
  it('sends a strong ETag and answers If-None-Match with 304 and no body', async () => {
    const first = await t.get('/api/v1/consoles');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.get('/api/v1/consoles', { 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    }
    const changed = await t.get('/api/v1/consoles', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(first.text);
  });

  it('gives a different ETag to a different body', async () => {
    const a = await t.get('/api/v1/games?length=1');
    const b = await t.get('/api/v1/games?length=2');
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
  });

  it('lets clients cache the OpenAPI document longer', async () => {
    const { status, headers, body } = await t.get('/api/v1/openapi.json');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body.openapi).toBe('3.1.0');
  });

  it('sends CORS and JSON headers on every answer with a body', async () => {
    for (const path of [
      '/api/v1/games?length=1',
      '/api/v1/games/random?amount=1',
      '/api/v1/games/x',
      '/api/v1/nowhere',
    ]) {
      const { headers } = await t.get(path);
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(headers.get('content-type')).toBe(JSON_TYPE);
    }
  });
});

describe('REST unexpected failures', () => {
  const broken = { close: async () => {} };
  afterAll(() => broken.close());

  it('answers 500 with a fixed message and logs the cause', async () => {
    const db = await createTestDatabase();
    const app = buildTestApp(db, { REST_RATE_LIMIT_PER_SECOND: '0' });
    const port = await app.app.start(0);
    broken.close = async () => {
      await app.app.stop();
      await app.close();
    };
    await db.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/consoles`);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe(JSON_TYPE);
      expect(await response.json()).toEqual({ error: 'Internal server error' });
      expect(logged).toHaveBeenCalledWith('REST GET /api/v1/consoles failed:', expect.anything());
    } finally {
      logged.mockRestore();
    }
  });
});
