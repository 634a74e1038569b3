// The verification the docs show integrators (docs/webhooks.md: standardwebhooks' Webhook#verify)
// accepts what the worker sends and refuses a forged signature, a changed body and a stale
// timestamp.
import { describe, expect, it } from 'vitest';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { signedHeaders } from './post-delivery.ts';
import { newWebhookSecret } from './webhook-secret.ts';

const secret = newWebhookSecret();
const target = {
  url: 'https://receiver.example/hooks',
  secret,
  eventId: '5f0c7c3e-8a40-4c1b-9d55-0a9b3b1c2d3e',
  body: JSON.stringify({ id: '5f0c7c3e-8a40-4c1b-9d55-0a9b3b1c2d3e', type: 'game.changed', data: { gameId: 7 } }),
};

describe('webhook signatures', () => {
  it('a delivery signed now verifies with its secret, and the payload comes back parsed', () => {
    const headers = signedHeaders(target, new Date());
    expect(headers['webhook-id']).toBe(target.eventId);
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(target.body, headers)).toEqual(JSON.parse(target.body));
  });

  it('a signature made with another secret is refused', () => {
    const forged = signedHeaders({ ...target, secret: newWebhookSecret() }, new Date());
    expect(() => new Webhook(secret).verify(target.body, forged)).toThrow(WebhookVerificationError);
  });

  it('a body changed after signing is refused', () => {
    const headers = signedHeaders(target, new Date());
    const changed = target.body.replace('"gameId":7', '"gameId":8');
    expect(() => new Webhook(secret).verify(changed, headers)).toThrow(WebhookVerificationError);
  });

  it('a replayed delivery whose timestamp is ten minutes old is refused', () => {
    const stale = signedHeaders(target, new Date(Date.now() - 10 * 60_000));
    expect(() => new Webhook(secret).verify(target.body, stale)).toThrow(/too old/i);
  });

  it('a secret is whsec_ and 24 random bytes, new each time', () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
