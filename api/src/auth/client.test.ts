import { describe, expect, it } from 'vitest';
import { addressKey, describeClient, describeNodeClient } from './client.ts';

describe('addressKey', () => {
  it.each([
    ['127.0.0.2', '127.0.0.2'],
    ['::ffff:127.0.0.2', '127.0.0.2'],
    ['::ffff:7f00:3', '127.0.0.3'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::1', '::/64'],
    ['not an address', 'not an address'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('two addresses of one IPv6 /64 share an allowance; the next /64 has its own', () => {
    expect(addressKey('2001:db8::1')).toBe(addressKey('2001:db8::abcd:1'));
    expect(addressKey('2001:db8::1')).not.toBe(addressKey('2001:db8:0:1::1'));
  });
});

describe('describing a client', () => {
  const socket = { remoteAddress: '::ffff:203.0.113.7' } as never;

  it('without a trusted proxy, the socket is the client, whatever X-Forwarded-For says', () => {
    const request = new Request('http://localhost/graphql', { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(describeClient(request, { socket }, false).ip).toBe('203.0.113.7');
    expect(describeNodeClient({ socket, headers: { 'x-forwarded-for': '198.51.100.1' } }, false).ip).toBe(
      '203.0.113.7',
    );
  });

  it("behind a trusted proxy, the proxy's last X-Forwarded-For entry is the client, over HTTP and WebSocket alike", () => {
    const headers = { 'x-forwarded-for': 'spoofed, 2001:db8:5:6::9', 'x-forwarded-proto': 'https' };
    const overHttp = describeClient(new Request('http://localhost/graphql', { headers }), { socket }, true);
    const overSocket = describeNodeClient({ socket, headers }, true);
    expect(overHttp).toEqual(overSocket);
    expect(overSocket).toMatchObject({ ip: '2001:db8:5:6::/64', secure: true });
  });
});
