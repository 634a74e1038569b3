// Sends one hostile request and reads what came back, judging only what a client would see.
import http from 'node:http';
import net from 'node:net';
import type { HostileRequest } from './hostile-requests.ts';

export interface Answer {
  /** The HTTP status, or 0 when the server closed the connection without one (a refused socket). */
  status: number;
  body: string;
}

/** Text that shows an answer came from inside: a parser, the ORM, the database, a file or a stack. */
export const INTERNALS =
  /prisma|pglite|postgres|sqlstate|\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d|\.js:\d|stack|originalError|JSON at position|Unexpected token|SyntaxError|TypeError|ReferenceError|RangeError|ECONNREFUSED|ECONNRESET|invalid input syntax|relation "|column "/i;

const TIMEOUT_MS = 15_000;

export function fire(port: number, request: HostileRequest): Promise<Answer> {
  return request.kind === 'raw' ? fireRaw(port, request.bytes) : fireHttp(port, request);
}

function fireHttp(port: number, request: Extract<HostileRequest, { kind: 'http' }>): Promise<Answer> {
  return new Promise((resolve) => {
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        // A declared length unless the request asks to be chunked (the body limit counts both).
        headers: {
          ...(request.body !== undefined && !request.headers['transfer-encoding']
            ? { 'content-length': String(Buffer.byteLength(request.body)) }
            : {}),
          ...request.headers,
          connection: 'close',
        },
        timeout: TIMEOUT_MS,
      });
    } catch {
      // node:http itself refuses to send it (a character no path may hold): nothing reached the server.
      resolve({ status: -1, body: '' });
      return;
    }
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    // A CONNECT the server accepted would hand over the socket: a tunnel this server never opens.
    req.on('connect', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, body: '' });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: error.message === 'timeout' ? 999 : 0, body: '' }));
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

function fireRaw(port: number, bytes: string): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 2_000);
    socket.on('connect', () => {
      socket.write(bytes, 'latin1');
      // Half-close: the server sees the end of what we send, as a client that gave up would.
      socket.end();
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      // Several pipelined answers: the worst status counts.
      const statuses = [...text.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)].map((m) => Number(m[1]));
      resolve({ status: statuses.length ? Math.max(...statuses) : 0, body: text });
    });
  });
}

/** What is wrong with an answer, or null when it is one a hostile client may get. */
export function judge(answer: Answer): string | null {
  if (answer.status === 999) return 'no answer within 15 s';
  if (answer.status >= 500) return `status ${answer.status}`;
  // /healthz names the kind of database on purpose, for the operator's load balancer.
  const match = INTERNALS.exec(answer.body.replace(/"database":"(pglite|postgres)"/, ''));
  if (match) return `quotes an internal message (${JSON.stringify(match[0])})`;
  return null;
}
