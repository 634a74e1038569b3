// GraphQL over the WebSocket: how many sockets one address and the process hold, and for how long
// (issue 27, N2).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp({
  seed: true,
  env: { WS_MAX_SOCKETS_PER_ADDRESS: '3', WS_MAX_SOCKETS: '5', WS_IDLE_SECONDS: '1' },
});

let port: number;
beforeAll(async () => {
  port = await t.app.app.start(0, '0.0.0.0');
});

const open: WebSocket[] = [];
afterEach(async () => {
  await Promise.all(
    open.splice(0).map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.terminate();
        }),
    ),
  );
  // The server counts a socket out when it sees the close.
  await vi.waitFor(() => expect(t.app.app.openSockets()).toBe(0));
});

/** Opens a graphql-ws socket from `localAddress`: 'open', or the HTTP status that refused the upgrade. */
function connect(localAddress: string): Promise<{ socket: WebSocket; outcome: 'open' | number }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', { localAddress });
  open.push(socket);
  return new Promise((resolve) => {
    socket.once('open', () => resolve({ socket, outcome: 'open' }));
    socket.once('unexpected-response', (_request, response) => resolve({ socket, outcome: response.statusCode! }));
    socket.once('error', () => resolve({ socket, outcome: 0 }));
  });
}

const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

describe('socket limits', () => {
  it('one address holds at most WS_MAX_SOCKETS_PER_ADDRESS sockets; the next is refused with 429 and Retry-After', async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push((await connect('127.0.0.2')).outcome);
    expect(outcomes).toEqual(['open', 'open', 'open', 429]);
    expect((await connect('127.0.0.3')).outcome).toBe('open');
  });

  it('a socket closed frees its place', async () => {
    const first = await connect('127.0.0.2');
    await connect('127.0.0.2');
    await connect('127.0.0.2');
    expect((await connect('127.0.0.2')).outcome).toBe(429);
    const gone = closed(first.socket);
    first.socket.close();
    await gone;
    await vi.waitFor(async () => expect((await connect('127.0.0.2')).outcome).toBe('open'));
  });

  it('a flood from many addresses gets at most WS_MAX_SOCKETS sockets, the rest a clean 503, and the server keeps answering', async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `127.0.1.${i + 1}`);
    const outcomes = await Promise.all(addresses.map((address) => connect(address)));
    const counts = outcomes.reduce<Record<string, number>>((tally, { outcome }) => {
      tally[String(outcome)] = (tally[String(outcome)] ?? 0) + 1;
      return tally;
    }, {});
    expect(counts).toEqual({ open: 5, 503: 35 });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});

describe('idle sockets', () => {
  it('a socket that never sends connection_init is closed (4408)', async () => {
    const { socket } = await connect('127.0.0.4');
    expect(await closed(socket)).toBe(4408);
  });

  it('a socket with no operation for WS_IDLE_SECONDS is closed', async () => {
    const { socket } = await connect('127.0.0.5');
    const acknowledged = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect(JSON.parse(String(await acknowledged))).toEqual({ type: 'connection_ack' });
    expect(await closed(socket)).toBe(1000);
  });
});
