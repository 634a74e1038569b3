// Webhooks (issue 29, part 3): what a member may register and how deliveries are retried. The API
// validates with these, the settings screen names the same limits, and docs/webhooks.md explains
// them to integrators. The input schema is in webhook-input.ts.

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
  /** Delivered and given-up rows stay in the delivery log this long, then are deleted. */
  keepLogMs: 30 * 24 * 60 * 60 * 1000,
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

/**
 * A URL a webhook may post to: http or https, with a host and no user or password (which the
 * settings and the log would show). Where it resolves to is checked when each delivery connects.
 */
export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password
  );
}
