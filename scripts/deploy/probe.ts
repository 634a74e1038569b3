// What deploy:check asks of the started image: the probes a load balancer uses, a page, GraphQL
// and REST. None needs data: a fresh PostgreSQL database has an empty catalogue.
import { CSRF_HEADER } from '../../api/src/http/csrf.ts';

export interface ProbeResult {
  name: string;
  ok: boolean;
  detail: string;
}

type Check = (base: string) => Promise<string>;

function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function json(response: Response): Promise<unknown> {
  expectThat(
    response.headers.get('content-type')?.includes('application/json') === true,
    `content-type ${response.headers.get('content-type')}`,
  );
  return response.json();
}

const CHECKS: [string, Check][] = [
  [
    'GET /healthz',
    async (base) => {
      const response = await fetch(`${base}/healthz`);
      const body = (await json(response)) as { status?: string; database?: string };
      expectThat(response.status === 200 && body.status === 'ok', `${response.status} ${JSON.stringify(body)}`);
      expectThat(body.database === 'postgres', `database ${body.database}, not postgres`);
      return `200, ${body.database}`;
    },
  ],
  [
    'GET /readyz',
    async (base) => {
      const response = await fetch(`${base}/readyz`);
      const body = await json(response);
      expectThat(response.status === 200, `${response.status} ${JSON.stringify(body)}`);
      return `200 ${JSON.stringify(body)}`;
    },
  ],
  [
    'GET / (a page)',
    async (base) => {
      const response = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
      const html = await response.text();
      expectThat(response.status === 200, `status ${response.status}`);
      expectThat(response.headers.get('content-type')?.startsWith('text/html') === true, 'not HTML');
      expectThat(html.includes('<div id="root">'), 'no app root in the page');
      const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
      expectThat(stylesheet !== undefined, 'no built stylesheet in the page');
      const asset = await fetch(`${base}${stylesheet}`);
      expectThat(asset.status === 200, `${stylesheet}: ${asset.status}`);
      return `200 text/html, ${html.length} bytes; ${stylesheet} 200`;
    },
  ],
  [
    'POST /graphql',
    async (base) => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({ query: '{ consoles(first: 5) { edges { node { id name } } } }' }),
      });
      const body = (await json(response)) as { data?: { consoles?: { edges: unknown[] } }; errors?: unknown };
      expectThat(response.status === 200 && !body.errors && !!body.data?.consoles, JSON.stringify(body));
      return `200, ${body.data.consoles.edges.length} consoles`;
    },
  ],
  [
    'GET /api/v1/consoles',
    async (base) => {
      const response = await fetch(`${base}/api/v1/consoles`);
      const body = await json(response);
      expectThat(response.status === 200, `${response.status} ${JSON.stringify(body)}`);
      return `200 ${JSON.stringify(body).slice(0, 60)}`;
    },
  ],
];

export async function probe(base: string): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const [name, check] of CHECKS) {
    try {
      results.push({ name, ok: true, detail: await check(base) });
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
