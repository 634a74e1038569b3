// Where a delivery may go. A member types the URL, so without a check the server would post to
// whatever it can reach on its own network (SSRF): the database, Redis, a cloud metadata service.
// Every address is checked when the socket connects, after the name was resolved, so a name that
// resolves to a public address when registered and to a private one later (DNS rebinding) is
// refused too. WEBHOOK_ALLOW_PRIVATE_ADDRESSES lifts the rule (tests, the benchmark, a receiver on
// the same private network).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { Address4, Address6 } from 'ip-address';

const REFUSED_V4 = [
  '0.0.0.0/8', // "this" network
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, cloud metadata services
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15', // benchmarking networks
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved and broadcast
].map((subnet) => new Address4(subnet));

const REFUSED_V6 = [
  '::/128',
  '::1/128',
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'ff00::/8', // multicast
].map((subnet) => new Address6(subnet));

/** Whether an IP address is one a member's webhook may not reach: loopback, private, link-local... */
export function isPrivateAddress(address: string): boolean {
  if (Address4.isValid(address)) {
    const v4 = new Address4(address);
    return REFUSED_V4.some((subnet) => v4.isInSubnet(subnet));
  }
  if (!Address6.isValid(address)) return true;
  const v6 = new Address6(address);
  // ::ffff:10.0.0.1 and NAT64's 64:ff9b::10.0.0.1 reach the IPv4 address inside.
  if (v6.isMapped4() || v6.isInSubnet(new Address6('64:ff9b::/96'))) return isPrivateAddress(v6.to4().correctForm());
  return REFUSED_V6.some((subnet) => v6.isInSubnet(subnet));
}

export class RefusedDestinationError extends Error {
  readonly code = 'EREFUSEDDESTINATION';
  constructor(host: string) {
    super(`${host} is a private address: webhooks may not reach it`);
  }
}

/** dns.lookup, refusing a name when any of its addresses is private. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) return callback(new RefusedDestinationError(`${hostname} (${refused.address})`), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    return first
      ? callback(null, first.address, first.family)
      : callback(new Error(`${hostname} has no address`), '', 0);
  });
};

/** The host of a URL as net.connect sees it (IPv6 literals without their brackets). */
function connectHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Throws when `url` names a private IP address directly: net.connect skips the lookup for an
 * address, so the agent's guard never sees it.
 */
export function checkAddressLiteral(url: URL, allowPrivate: boolean): void {
  const host = connectHost(url);
  if (!allowPrivate && net.isIP(host) && isPrivateAddress(host)) throw new RefusedDestinationError(host);
}

export interface DestinationAgents {
  http: http.Agent;
  https: https.Agent;
  destroy(): void;
}

/** Keep-alive agents whose connections resolve names through the guard (unless allowed). */
export function createDestinationAgents(options: { allowPrivate: boolean; maxSockets: number }): DestinationAgents {
  const settings = {
    keepAlive: true,
    maxSockets: options.maxSockets,
    ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
  };
  const agents = { http: new http.Agent(settings), https: new https.Agent(settings) };
  return { ...agents, destroy: () => (agents.http.destroy(), agents.https.destroy()) };
}
