// The fuzzer's WebSocket part (issue 27: N1 costly operations over the socket, N2 socket floods
// and idle sockets, N5 garbage over the socket, N6 introspection, N8 unstorable text). Seeded
// sessions of graphql-ws messages, well-formed and not, on sockets from one address. Bad: a
// refused upgrade with a 5xx, a close as an internal error (4500, 1011), or a message quoting
// internals. Every other close (4400 for a malformed message, 4408 for a silent socket …) is a
// refusal a hostile client may get.
import fc from 'fast-check';
import WebSocket from 'ws';
import { INTERNALS } from './fire.ts';

export interface SocketFamilyResult {
  sent: number;
  sessions: number;
  closes: Record<string, number>;
  findings: string[];
}

const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy'];
const DOCUMENTS = [
  '{ __typename }',
  '{ games(first: 3) { edges { node { title } } } }',
  '{ games(first: 100) { edges { node { versions { title } console { games(first: 100) { edges { node { title } } } } } } } }',
  '{ __schema { types { name fields { name } } } }',
  'query Q($s: String!) { user(username: $s) { username } }',
  'query Q($s: String!) { versionByBarcode(barcode: $s) { title } }',
  'mutation M($s: String!) { logIn(input: { login: $s, password: $s }) { __typename } }',
  'mutation M($s: String!) { requestPasswordReset(input: { email: $s }) { __typename } }',
  'subscription { nope }',
  '{ nope',
  'query {',
  '',
];

const subscribe = fc
  .record({
    id: fc.oneof(fc.constantFrom('1', '2', '1'), fc.string({ maxLength: 8 })),
    query: fc.oneof({ arbitrary: fc.constantFrom(...DOCUMENTS), weight: 6 }, fc.string({ maxLength: 200 })),
    variables: fc.oneof(
      fc.record({ s: fc.oneof(fc.constantFrom(...UNSTORABLE), fc.string({ maxLength: 30 })) }),
      fc.constant(null),
      fc.anything({ maxDepth: 2 }),
    ),
    extensions: fc.oneof(fc.constant(undefined), fc.record({ idempotencyKey: fc.string({ maxLength: 30 }) })),
  })
  .map(({ id, query, variables, extensions }) =>
    JSON.stringify({ id, type: 'subscribe', payload: { query, variables, extensions } }),
  );

/** One message a client might send after connection_init: mostly operations, some garbage. */
const message = fc.oneof(
  { arbitrary: subscribe, weight: 8 },
  {
    arbitrary: fc.constantFrom(
      '{"type":"ping"}',
      '{"type":"pong"}',
      '{"type":"complete","id":"1"}',
      '{"type":"connection_init"}',
      '{"type":"next","id":"1","payload":{}}',
      '{"type":"subscribe"}',
      '{"type":"subscribe","id":"1","payload":null}',
      '{"type":42}',
      '[]',
      'null',
      '{',
      '\u0000',
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
);

function judgeText(text: string): string | null {
  if (/internal server error/i.test(text)) return `internal error: ${text.slice(0, 200)}`;
  const match = INTERNALS.exec(text);
  return match ? `quotes ${JSON.stringify(match[0])}: ${text.slice(0, 200)}` : null;
}

interface Session {
  closeCode: number;
  findings: string[];
}

/** Opens a socket, sends `messages` (after connection_init unless `silent`), waits for quiet, closes. */
function session(port: number, messages: (string | Buffer)[], silent = false, lingerMs = 300): Promise<Session> {
  return new Promise((resolve) => {
    const findings: string[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    let quiet: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => socket.close(1000), lingerMs);
    };
    const deadline = setTimeout(() => socket.terminate(), 20_000);
    socket.on('unexpected-response', (_request, response) => {
      if ((response.statusCode ?? 0) >= 500 && response.statusCode !== 503)
        findings.push(`upgrade refused with ${response.statusCode}`);
      response.resume();
      clearTimeout(deadline);
      resolve({ closeCode: response.statusCode ?? 0, findings });
    });
    const sendAll = () => {
      for (const item of messages) socket.send(item);
      settle();
    };
    socket.on('open', () => {
      // A silent socket sends its messages without connection_init; the others wait for the ack.
      if (silent) sendAll();
      else socket.send(JSON.stringify({ type: 'connection_init' }));
    });
    socket.on('message', (data) => {
      const text = String(data);
      if (text.includes('"connection_ack"')) sendAll();
      const problem = judgeText(text);
      if (problem) findings.push(problem);
      settle();
    });
    socket.on('error', () => undefined);
    socket.on('close', (code, reason) => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      if (code === 4500 || code === 1011) findings.push(`closed as an internal error: ${code} ${String(reason)}`);
      const problem = judgeText(String(reason));
      if (problem) findings.push(problem);
      resolve({ closeCode: code, findings });
    });
  });
}

/**
 * `count` messages over sessions of up to 5 (garbage closes a socket: 4400), `concurrency` sockets at a time (under the
 * per-address cap), then a flood of `flood` sockets at once and a few silent ones.
 */
export async function runWebSocketFamily(
  port: number,
  count: number,
  seed: number,
  options: { concurrency?: number; flood?: number } = {},
): Promise<SocketFamilyResult> {
  const messages = fc.sample(message, { numRuns: count, seed });
  const result: SocketFamilyResult = { sent: 0, sessions: 0, closes: {}, findings: [] };
  const record = (outcome: Session, sent: number) => {
    result.sent += sent;
    result.sessions += 1;
    result.closes[outcome.closeCode] = (result.closes[outcome.closeCode] ?? 0) + 1;
    result.findings.push(...outcome.findings);
  };
  let next = 0;
  const worker = async () => {
    while (next < messages.length) {
      const batch = messages.slice(next, next + 5);
      next += batch.length;
      record(await session(port, batch), batch.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  // N2: more sockets at once than one address may hold, some never saying connection_init.
  const flood = options.flood ?? 60;
  const floods = await Promise.all(
    Array.from({ length: flood }, (_, i) => session(port, ['{"type":"ping"}'], i % 3 === 0, 1000)),
  );
  for (const outcome of floods) record(outcome, 1);
  return result;
}
