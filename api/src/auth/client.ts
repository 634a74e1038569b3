import type { IncomingMessage } from 'node:http';

/** What the server knows about who is on the other end of a request. */
export interface Client {
  /** The address rate limits count against. */
  ip: string;
  /** Served over HTTPS (directly, or per the trusted proxy): cookies get Secure and `__Host-`. */
  secure: boolean;
  userAgent: string | null;
}

/**
 * With TRUST_PROXY the last X-Forwarded-For entry is the client: it is the one our own proxy
 * appended, while earlier entries are whatever the client chose to send.
 */
export function describeClient(
  request: Request,
  req: Pick<IncomingMessage, 'socket'> | undefined,
  trustProxy: boolean,
): Client {
  const forwardedFor = request.headers.get('x-forwarded-for');
  const forwarded =
    trustProxy && forwardedFor
      ? forwardedFor
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .at(-1)
      : undefined;
  const proto = trustProxy ? request.headers.get('x-forwarded-proto') : null;
  let secure = proto === 'https';
  try {
    secure ||= new URL(request.url).protocol === 'https:';
  } catch {
    // A request URL that does not parse is simply not known to be secure.
  }
  return {
    ip: forwarded ?? req?.socket?.remoteAddress ?? 'unknown',
    secure,
    userAgent: request.headers.get('user-agent'),
  };
}
