import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { WEBSOCKET_MAX_MESSAGE_BYTES } from '../app.ts';
import { GRAPHQL_MAX_BODY_BYTES } from './body-limit.ts';

let db: Database;
let app: TestApp;
let port: number;

beforeAll(async () => {
  db = await createTestDatabase();
  app = buildTestApp(db);
  port = await app.app.start(0);
});
afterAll(async () => {
  await app.app.stop();
  await db.close();
});

/** A JSON GraphQL POST of about `bytes`, sent chunked (no Content-Length) as a stream would be. */
function postChunked(bytes: number): Promise<{ status: number; body: any }> {
  const padding = 'x'.repeat(bytes);
  const body = Buffer.from(JSON.stringify({ query: '{ __typename }', variables: { padding } }));
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    // The server may close the connection before the whole body is out; its answer is what counts.
    request.on('error', () => {});
    for (let offset = 0; offset < body.length; offset += 64 * 1024)
      request.write(body.subarray(offset, offset + 64 * 1024));
    request.end();
  });
}

describe('GraphQL request size', () => {
  it('refuses a chunked body once it passes the limit, though it declared no length', async () => {
    const answer = await postChunked(GRAPHQL_MAX_BODY_BYTES + 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }) }),
    ]);
  });

  it('still answers a chunked body under the limit', async () => {
    const answer = await postChunked(GRAPHQL_MAX_BODY_BYTES - 64 * 1024);
    expect(answer).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(GRAPHQL_MAX_BODY_BYTES) } }),
    });
    expect(response.status).toBe(413);
  });

  it('closes a WebSocket that sends a message over 64 KB', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const answer = new Promise<string>((resolve) => {
      socket.once('message', (data) => resolve(`message ${String(data)}`));
      socket.once('close', (code) => resolve(`closed ${code}`));
    });
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(WEBSOCKET_MAX_MESSAGE_BYTES) } }),
    );
    // 1009: message too big.
    expect(await answer).toBe('closed 1009');
  });

  it('still accepts an ordinary WebSocket message', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const answer = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(WEBSOCKET_MAX_MESSAGE_BYTES - 1024) } }),
    );
    expect(JSON.parse(await answer)).toEqual({ type: 'connection_ack' });
    socket.close();
  });
});
