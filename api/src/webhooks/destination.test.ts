// SSRF: a member's webhook URL never reaches the server's own network unless the deployment
// allows private addresses; names are checked after resolving, at connect time.
import { describe, expect, it } from 'vitest';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { createDestinationAgents, isPrivateAddress } from './destination.ts';
import { postDelivery } from './post-delivery.ts';
import { newWebhookSecret } from './webhook-secret.ts';

describe('webhook destinations', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['64:ff9b::a00:1', true],
    ['not an address', true],
    ['93.184.216.34', false],
    ['8.8.8.8', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s is private: %s', (address, refused) => {
    expect(isPrivateAddress(address)).toBe(refused);
  });

  it.each(['http://127.0.0.1:PORT/hooks', 'http://localhost:PORT/hooks', 'http://[::ffff:127.0.0.1]:PORT/hooks'])(
    'a delivery to %s is refused before anything is sent, and allowed when private addresses are',
    async (template) => {
      const secret = newWebhookSecret();
      const receiver = await startReceiver(secret);
      const port = new URL(receiver.url).port;
      const target = { url: template.replace('PORT', port), secret, eventId: crypto.randomUUID(), body: '{}' };
      const guarded = createDestinationAgents({ allowPrivate: false, maxSockets: 1 });
      const open = createDestinationAgents({ allowPrivate: true, maxSockets: 1 });
      try {
        const refused = await postDelivery(target, guarded, { timeoutMs: 5000, allowPrivate: false });
        expect(refused).toMatchObject({
          delivered: false,
          status: null,
          error: expect.stringMatching(/private address/),
        });
        expect(receiver.requests).toHaveLength(0);
        // The same URL, allowed: the refusal above was the guard, not an unreachable receiver.
        if (!template.includes('::ffff')) {
          expect(await postDelivery(target, open, { timeoutMs: 5000, allowPrivate: true })).toMatchObject({
            delivered: true,
            status: 204,
          });
          expect(receiver.requests).toHaveLength(1);
        }
      } finally {
        guarded.destroy();
        open.destroy();
        await receiver.close();
      }
    },
  );
});
