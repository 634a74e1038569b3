// The keep-alive every socket gets from one timer per server (socket-upkeep.ts): a peer that
// answers pings stays, one that stops answering is cut, as graphql-ws's per-socket keep-alive did.
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { keepSocketsAlive } from './socket-upkeep.ts';

let wsServer: WebSocketServer | null = null;
afterEach(async () => {
  for (const client of wsServer?.clients ?? []) client.terminate();
  await new Promise((resolve) => wsServer?.close(resolve));
  wsServer = null;
});

async function serverWithClients(autoPong: boolean[]) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  wsServer = server;
  await once(server, 'listening');
  // Rounds of 250 ms: long enough for a pong to come back on a loaded machine; the test waits for
  // rounds, whatever their length.
  keepSocketsAlive(server, 250);
  const { port } = server.address() as { port: number };
  return autoPong.map((answers) => new WebSocket(`ws://127.0.0.1:${port}`, { autoPong: answers }));
}

describe('the shared keep-alive', () => {
  it('cuts a socket whose peer stops answering pings, and keeps one that answers', async () => {
    const [answering, silent] = await serverWithClients([true, false]);
    // Listened for at once: the silent one may be cut before this test would see it open.
    const silentClosed = once(silent!, 'close');
    await once(answering!, 'open');
    let pings = 0;
    answering!.on('ping', () => pings++);
    const [code] = (await silentClosed) as [number];
    // Terminated, no close handshake: what a dropped network looks like to the client.
    expect(code).toBe(1006);
    // Rounds went on after the cut, and the answering socket is still there.
    const seen = pings;
    await new Promise<void>((resolve) => answering!.on('ping', () => pings > seen + 2 && resolve()));
    expect(answering!.readyState).toBe(WebSocket.OPEN);
    expect(wsServer!.clients.size).toBe(1);
  });
});
