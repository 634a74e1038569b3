// A webhook receiver on 127.0.0.1 for tests and the benchmark, doing what docs/webhooks.md asks of
// one: verify the signature with standardwebhooks, then process each `webhook-id` once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** How the receiver answers its n-th request (0-based): 2xx, an error status, or a socket closed after reading. */
export type ReceiverAnswer = 'ok' | 'fail' | 'processThenDrop';

export interface ReceivedDelivery {
  id: string;
  headers: Record<string, string>;
  body: string;
}

export interface TestReceiver {
  url: string;
  /** Every request that arrived, in order, answered or not. */
  requests: ReceivedDelivery[];
  /** How many times each event id was processed after verification and dedupe. */
  processed: Map<string, number>;
  close(): Promise<void>;
}

export async function startReceiver(
  secret: string,
  answer: (n: number) => ReceiverAnswer = () => 'ok',
): Promise<TestReceiver> {
  const verifier = new Webhook(secret);
  const requests: ReceivedDelivery[] = [];
  const processed = new Map<string, number>();
  const seen = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const id = headers['webhook-id'] ?? '';
      const n = requests.push({ id, headers, body }) - 1;
      const how = answer(n);
      if (how === 'fail') return void res.writeHead(500).end();
      try {
        verifier.verify(body, headers);
      } catch {
        return void res.writeHead(400).end();
      }
      if (!seen.has(id)) {
        seen.add(id);
        processed.set(id, (processed.get(id) ?? 0) + 1);
      }
      if (how === 'processThenDrop') return void req.socket.destroy();
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    processed,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
