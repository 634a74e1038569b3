import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createTestUser } from '../../test/accounts.ts';
import { newApiKeyToken } from '../api-keys/api-key-auth.ts';
import { REST_ROUTES } from './routes.ts';
import { useRestServer, type RestResponse } from './test-server.ts';

const t = useRestServer({ seed: true, env: { REST_RATE_LIMIT_PER_SECOND: '0' } });

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: { type: string; minimum?: number; maximum?: number; maxLength?: number; default?: unknown };
}
interface Operation {
  parameters: (Parameter | { $ref: string })[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref: string } }> }>;
}

let document: { paths: Record<string, { get: Operation }>; components: Record<string, Record<string, any>> };
let ajv: Ajv2020;
let ids: Record<string, number>;
/** A key without READ, which the REST API refuses with 403. */
let collectionOnlyKey: string;
/** A valid EAN-13 code the first version gets, so the barcode lookup has something to find. */
const BARCODE = '4006381333931';

/** Extra apps on the same data: one with a one-request limit, one whose database is gone. */
const others: { limited: TestApp; broken: TestApp; limitedOrigin: string; brokenOrigin: string } = {} as never;

beforeAll(async () => {
  document = (await t.get('/api/v1/openapi.json')).body;
  ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addVocabulary(['openapi', 'info', 'servers', 'paths', 'components', 'jsonSchemaDialect', 'security']);
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addSchema(document, 'openapi.json');
  ids = {
    id: (await t.db.prisma.game.findFirstOrThrow({ where: { title: 'Pokémon Red Version' } })).id,
    version_id: (await t.db.prisma.version.findFirstOrThrow()).id,
    console_id: (await t.db.prisma.console.findFirstOrThrow()).id,
  };
  await t.db.prisma.version.update({ where: { id: ids.version_id }, data: { barcode: BARCODE } });
  const { token, tokenHash, displayPrefix } = newApiKeyToken();
  const owner = await createTestUser(t.db, 'Key_owner');
  await t.db.prisma.apiKey.create({
    data: { userId: owner.id, name: 'collection only', scopes: ['COLLECTION'], tokenHash, displayPrefix },
  });
  collectionOnlyKey = token;
  others.limited = buildTestApp(t.db, { REST_RATE_LIMIT_PER_SECOND: '1', REST_RATE_LIMIT_BURST: '1' });
  others.limitedOrigin = `http://127.0.0.1:${await others.limited.app.start(0)}`;
  const gone = await createTestDatabase();
  others.broken = buildTestApp(gone, { REST_RATE_LIMIT_PER_SECOND: '0' });
  others.brokenOrigin = `http://127.0.0.1:${await others.broken.app.start(0)}`;
  await gone.close();
});
afterAll(async () => {
  for (const app of [others.limited, others.broken]) {
    await app?.app.stop();
    await app?.close();
  }
});

const parameters = (operation: Operation) =>
  operation.parameters.map((p) =>
    '$ref' in p ? document.components.parameters![p.$ref.split('/').at(-1)!] : p,
  ) as Parameter[];

/** A URL for a documented path; `values` overrides the valid defaults. */
function url(path: string, values: Record<string, string | null> = {}): string {
  const params = parameters(document.paths[path]!.get).filter((p) => p.in !== 'header');
  const valid = (p: Parameter) =>
    p.in === 'path'
      ? String(ids[p.name])
      : p.name === 'barcode'
        ? BARCODE
        : p.schema.type === 'string'
          ? String(p.schema.default ?? 'zel')
          : null;
  let filled = path;
  const query = new URLSearchParams();
  for (const p of params) {
    const value = p.name in values ? values[p.name]! : valid(p);
    if (p.in === 'path') filled = filled.replace(`{${p.name}}`, value ?? '');
    else if (value !== null) query.set(p.name, value);
  }
  return query.size ? `${filled}?${query}` : filled;
}

/** The body's schema for this status in the document, or null when it has no body. */
function bodySchema(path: string, status: number): string | null {
  let response = document.paths[path]!.get.responses[status];
  expect(response, `${path} documents ${status}`).toBeDefined();
  if (response!.$ref) response = document.components.responses![response!.$ref.split('/').at(-1)!];
  const ref = response!.content?.['application/json']?.schema.$ref;
  return ref ? `openapi.json${ref}` : null;
}

function expectDocumented(path: string, response: RestResponse) {
  const schema = bodySchema(path, response.status);
  if (schema === null) return expect(response.text).toBe('');
  const validate = ajv.getSchema(schema)!;
  expect(validate(response.body), `${path} ${response.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

async function fetchFrom(origin: string, path: string): Promise<RestResponse> {
  const response = await fetch(`${origin}${path}`);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : null };
}

describe('the OpenAPI document', () => {
  it('describes exactly the routes the router serves', () => {
    // The facade's routes, then the dumps' two (api/src/dumps/dump-openapi.ts, tested in dumps.test.ts).
    expect(Object.keys(document.paths)).toEqual([
      ...REST_ROUTES.map((route) => route.path),
      '/api/v1/dumps',
      '/api/v1/dumps/{name}/{file}',
    ]);
    expect(REST_ROUTES).toHaveLength(9);
    for (const route of REST_ROUTES) {
      const documented = parameters(document.paths[route.path]!.get).filter((p) => p.in !== 'header');
      expect(documented.map((p) => [p.name, p.in])).toEqual(route.params.map((p) => [p.name, p.in]));
    }
  });

  it.each(REST_ROUTES.map((route) => route.path))(
    '%s answers every documented status with a body of the documented schema',
    async (path) => {
      const statuses = Object.keys(document.paths[path]!.get.responses).map(Number).sort();
      const seen = new Set<number>();
      const check = (response: RestResponse, status: number) => {
        expect(response.status).toBe(status);
        expectDocumented(path, response);
        // Only the limited app has a limit to report, and a valid key its own.
        expect(response.headers.has('ratelimit')).toBe(status === 429 || status === 403);
        seen.add(status);
      };

      const ok = await t.get(url(path));
      check(ok, 200);
      // Random picks differ from one answer to the next; `*` matches whatever is current.
      check(await t.get(url(path), { 'if-none-match': path.endsWith('/random') ? '*' : ok.headers.get('etag')! }), 304);
      const params = parameters(document.paths[path]!.get).filter((p) => p.in !== 'header');
      if (params.length)
        check(await t.get(url(path, { [params[0]!.name]: params[0]!.in === 'path' ? 'abc' : '' })), 400);
      if (params.some((p) => p.in === 'path')) check(await t.get(url(path, { [params[0]!.name]: '2147483647' })), 404);
      check(await t.get(url(path), { authorization: 'Bearer nonsense' }), 401);
      check(await t.get(url(path), { authorization: `Bearer ${collectionOnlyKey}` }), 403);
      // Two at once, so both fall in one second of the limit however busy the machine: one in
      // turn took more than the second on a loaded machine, and the second request was allowed.
      const limited = await Promise.all([1, 2].map(() => fetchFrom(others.limitedOrigin, url(path))));
      check(limited.find((response) => response.status === 429) ?? limited[1]!, 429);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      check(await fetchFrom(others.brokenOrigin, url(path)), 500);
      expect(logged).toHaveBeenCalledOnce();
      logged.mockRestore();
      expect([...seen].sort()).toEqual(statuses);
    },
  );

  it.each(
    REST_ROUTES.flatMap((route) =>
      route.params.filter((p) => p.kind === 'count').map((p) => [route.path, p.name] as const),
    ),
  )('%s enforces the documented bounds of %s', async (path, name) => {
    const { minimum, maximum } = parameters(document.paths[path]!.get).find((p) => p.name === name)!.schema;
    for (const inside of [minimum!, Math.min(maximum!, 100)])
      expect((await t.get(url(path, { [name]: String(inside) }))).status).toBe(200);
    for (const outside of [minimum! - 1, maximum! + 1])
      expect((await t.get(url(path, { [name]: String(outside) }))).status).toBe(400);
  });

  it('documents the text bounds of the search it enforces', async () => {
    const { maxLength } = parameters(document.paths['/api/v1/games/search']!.get).find(
      (p) => p.name === 'name',
    )!.schema;
    expect((await t.get(url('/api/v1/games/search', { name: 'a'.repeat(maxLength!) }))).status).toBe(200);
    expect((await t.get(url('/api/v1/games/search', { name: 'a'.repeat(maxLength! + 1) }))).status).toBe(400);
  });

  it('has no route the router lacks, and the router answers nothing undocumented', async () => {
    for (const path of [
      '/api/v1/companies',
      '/api/v1/games/1/versions',
      '/api/v1/versions/1/games',
      '/api/v1/games/search/1',
    ]) {
      const response = await t.get(path);
      expect(response.status).toBe(404);
      expect(ajv.getSchema('openapi.json#/components/schemas/Error')!(response.body)).toBe(true);
    }
    const notAllowed = await t.request('/api/v1/games', { method: 'POST' });
    expect(notAllowed.status).toBe(405);
    expect(ajv.getSchema('openapi.json#/components/schemas/Error')!(notAllowed.body)).toBe(true);
  });
});

describe('API keys in the document', () => {
  it('describes the bearer scheme, optional on every route, and the 401 and 403 a key can get', () => {
    expect(document.components.securitySchemes!.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect((document as unknown as { security: unknown }).security).toEqual([{}, { apiKey: [] }]);
    for (const route of REST_ROUTES) {
      const { responses } = document.paths[route.path]!.get;
      expect(responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
      expect(responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    }
    expect(document.components.responses!.Unauthorized.headers['WWW-Authenticate']).toBeDefined();
  });
});
