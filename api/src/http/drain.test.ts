// SIGTERM's drain (drain.ts): not ready, nothing new, what is under way finishes, WebSockets
// move to another instance.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { CSRF_HEADER } from './csrf.ts';
import { SERVICE_RESTART_CLOSE_CODE } from './drain.ts';

/** A raw connection, to send a request in parts; its text once the server has closed it. */
async function rawConnection(port: number): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const closed = new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  return { socket, closed };
}

/** Status, headers (lower-cased) and body of the one response a connection carried. */
function parseResponse(text: string) {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

let db: Database;
let draining: TestApp;
let other: TestApp;
let port: number;
let otherPort: number;

beforeAll(async () => {
  db = await createTestDatabase();
  draining = buildTestApp(db);
  other = buildTestApp(db);
  port = await draining.app.start(0);
  otherPort = await other.app.start(0);
});
afterAll(async () => {
  await draining.app.stop();
  await other.app.stop();
  await draining.close();
  await other.close();
  await db.close();
});

describe('draining on SIGTERM', () => {
  it('answers /readyz 503 with /healthz 200, finishes requests under way, sends WebSockets to another instance', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    // A WebSocket client that, as the web app's, reconnects; the load balancer would now send it
    // to the other instance.
    let target = port;
    const connectedTo: number[] = [];
    let closeCode: number | undefined;
    let onReconnected = () => {};
    const reconnected = new Promise<void>((resolve) => (onReconnected = resolve));
    const client: Client = createClient({
      url: () => `ws://127.0.0.1:${target}/graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 1,
      retryWait: async () => {},
      on: {
        connected: () => {
          connectedTo.push(target);
          if (connectedTo.length === 2) onReconnected();
        },
        closed: (event) => (closeCode ??= (event as { code: number }).code),
      },
    });
    await new Promise<void>((resolve) => {
      const unsubscribe = client.on('connected', () => {
        unsubscribe();
        resolve();
      });
    });

    // Under way when the drain starts: a GraphQL POST whose body is half sent, and two probes
    // whose headers are (a load balancer's connection to the instance, kept open).
    const body = JSON.stringify({ query: '{ consoles(first: 1) { edges { node { id } } } }' });
    const postArrived = once(draining.app.server, 'request');
    const post = await rawConnection(port);
    post.socket.write(
      `POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n${CSRF_HEADER}: 1\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await postArrived;
    const ready = await rawConnection(port);
    ready.socket.write('GET /readyz HTTP/1.1\r\nHost: x\r\n');
    const health = await rawConnection(port);
    health.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    // Their bytes were on the server's side before this request's: it has read them once it answers.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    target = otherPort;
    const drained = draining.app.drain();

    // Nothing new: the listener is closed.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

    ready.socket.write('\r\n');
    const readyResponse = parseResponse(await ready.closed);
    expect(readyResponse.status).toBe(503);
    expect(readyResponse.body).toContain('"status":"draining"');
    expect(readyResponse.headers.connection).toBe('close');

    health.socket.write('\r\n');
    const healthResponse = parseResponse(await health.closed);
    expect(healthResponse.status).toBe(200);
    expect(healthResponse.headers.connection).toBe('close');

    post.socket.write(body.slice(10));
    const postResponse = parseResponse(await post.closed);
    expect(postResponse.status).toBe(200);
    expect(postResponse.headers.connection).toBe('close');
    expect(postResponse.body).toContain('"consoles"');

    await reconnected;
    expect(closeCode).toBe(SERVICE_RESTART_CLOSE_CODE);
    expect(connectedTo).toEqual([port, otherPort]);
    await drained;
    expect(draining.app.server.listening).toBe(false);
    await client.dispose();
  });
});
