import type { IncomingMessage } from 'node:http';
import { Address4, Address6 } from 'ip-address';

/** What the server knows about who is on the other end of a request. */
export interface Client {
  /** The key rate limits count against: the client's address, its /64 for IPv6. */
  ip: string;
  /** Served over HTTPS (directly, or per the trusted proxy): cookies get Secure and `__Host-`. */
  secure: boolean;
  userAgent: string | null;
}

/** The Node request's parts a client is read from: its socket, and its headers. */
export type NodeRequest = Pick<IncomingMessage, 'socket'> & Partial<Pick<IncomingMessage, 'headers'>>;

/**
 * Who sent an HTTP request that Yoga turned into a Fetch `request`; `req` is the Node request
 * under it (Yoga's server context), which alone knows the socket's address.
 */
export function describeClient(request: Request, req: NodeRequest | undefined, trustProxy: boolean): Client {
  let httpsUrl = false;
  try {
    httpsUrl = new URL(request.url).protocol === 'https:';
  } catch {
    // A request URL that does not parse is simply not known to be secure.
  }
  return clientOf((name) => request.headers.get(name), req, trustProxy, httpsUrl);
}

/** Who opened a WebSocket, or sent a request served without Yoga: read from the Node request alone. */
export function describeNodeClient(req: NodeRequest, trustProxy: boolean): Client {
  const header = (name: string) => {
    const value = req.headers?.[name];
    return (Array.isArray(value) ? value.join(', ') : value) ?? null;
  };
  return clientOf(header, req, trustProxy, 'encrypted' in req.socket && req.socket.encrypted === true);
}

/**
 * With TRUST_PROXY the last X-Forwarded-For entry is the client: it is the one our own proxy
 * appended, while earlier entries are whatever the client chose to send. Without it, the socket's
 * own address: never a header, which any client can write.
 */
function clientOf(
  header: (name: string) => string | null,
  req: NodeRequest | undefined,
  trustProxy: boolean,
  secureTransport: boolean,
): Client {
  const forwarded = trustProxy
    ? header('x-forwarded-for')
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .at(-1)
    : undefined;
  const proto = trustProxy ? header('x-forwarded-proto') : null;
  return {
    ip: addressKey(forwarded ?? req?.socket?.remoteAddress),
    secure: proto === 'https' || secureTransport,
    userAgent: header('user-agent'),
  };
}

/**
 * The key one client's allowances are counted under. IPv4 (also when an IPv6 socket carries it
 * as `::ffff:a.b.c.d`) is the address itself; IPv6 is its /64, since one subscriber is handed a
 * whole /64 and could otherwise take a fresh address for every request. Anything unparseable
 * (a forwarded header's garbage) is kept as written: it is still one key, never a way around it.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (Address4.isValid(address)) return new Address4(address).correctForm();
  if (!Address6.isValid(address)) return address;
  const v6 = new Address6(address);
  if (v6.isMapped4()) return v6.to4().correctForm();
  return `${new Address6(`${v6.correctForm()}/64`).startAddress().correctForm()}/64`;
}
