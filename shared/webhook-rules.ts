// Webhooks (issue 29, part 3): what a member may register and how deliveries are retried. The API
// validates with these, the settings screen names the same limits, and docs/webhooks.md explains
// them to integrators.

/** The events a webhook can subscribe to, as they appear in a delivery's `type`. */
export const WEBHOOK_EVENT_TYPES = ['request.created', 'request.resolved', 'game.changed'] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_LIMITS = {
  /** Webhooks one member may have: integrations, not one per game. */
  perMember: 5,
  urlMaxLength: 2000,
} as const;

export const WEBHOOK_DELIVERY = {
  /** A receiver answers within this, or the attempt counts as failed. */
  timeoutMs: 10_000,
  /** The first retry waits about this long; each later one twice as long as the one before... */
  firstRetryMs: 10_000,
  /** ...up to this. */
  maxRetryMs: 60 * 60 * 1000,
  /** Past this age an event is given up. */
  giveUpAfterMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * When to try again after `attempts` failed attempts (1 = the first failed): exponential backoff
 * with "full jitter" over the upper half of the step, so receivers that come back are not all hit
 * at once. `random` is in [0, 1). Null when the next attempt would be past the give-up time.
 */
export function nextAttemptAt(
  eventCreatedAt: Date,
  attempts: number,
  now: Date,
  random: number = Math.random(),
): Date | null {
  const step = Math.min(WEBHOOK_DELIVERY.maxRetryMs, WEBHOOK_DELIVERY.firstRetryMs * 2 ** Math.max(0, attempts - 1));
  const next = now.getTime() + Math.round(step / 2 + (step / 2) * random);
  return next - eventCreatedAt.getTime() > WEBHOOK_DELIVERY.giveUpAfterMs ? null : new Date(next);
}

/** Why a URL is refused, as a problem code the UI translates; null when it is acceptable. */
export type WebhookUrlProblem = 'invalid' | 'scheme' | 'credentials' | 'tooLong';

export function webhookUrlProblem(value: string): WebhookUrlProblem | null {
  if (value.length > WEBHOOK_LIMITS.urlMaxLength) return 'tooLong';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  // A password in the URL would be shown in the settings and the delivery log.
  if (url.username || url.password) return 'credentials';
  return url.hostname ? null : 'invalid';
}

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
