// Test support: a migrated (optionally seeded) database, an app on it listening on a free port
// with the given environment, and a JSON client for the REST facade.
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, useTestApp, type TestApp } from '../../test/app.ts';

export interface RestResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body; null when there is none (204, 304, HEAD). */
  body: any;
  /** The body exactly as sent. */
  text: string;
}

export function useRestServer(options: { seed?: boolean; env?: Record<string, string> } = {}) {
  const base = useTestApp({ seed: options.seed });
  const server = {} as { app: TestApp; origin: string };
  beforeAll(async () => {
    server.app = buildTestApp(base.db, options.env);
    server.origin = `http://127.0.0.1:${await server.app.app.start(0)}`;
  });
  afterAll(async () => {
    await server.app?.app.stop();
    await server.app?.close();
  });

  async function request(path: string, init: RequestInit = {}): Promise<RestResponse> {
    const response = await fetch(`${server.origin}${path}`, init);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null, text };
  }

  return {
    /** The database behind both apps. */
    get db() {
      return base.db;
    },
    /** An app with the default configuration, for GraphQL comparisons. */
    get graphqlApp() {
      return base.app;
    },
    get origin() {
      return server.origin;
    },
    request,
    get: (path: string, headers: Record<string, string> = {}) => request(path, { headers }),
  };
}
