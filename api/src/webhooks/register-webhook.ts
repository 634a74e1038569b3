// Registering a webhook: at most WEBHOOK_LIMITS.perMember a member, counted under the member's
// row lock (db/member-lock.ts), so two creates at once cannot both take the last place.
import type { Database } from '../db/database.ts';
import { whileMemberLocked } from '../db/member-lock.ts';
import { WEBHOOK_LIMITS, type WebhookEventType } from '#shared/webhook-rules';
import { newWebhookSecret } from './webhook-secret.ts';

export async function registerWebhook(
  prisma: Database['prisma'],
  userId: number,
  values: { url: string; events: WebhookEventType[] },
): Promise<{ id: number; secret: string } | 'tooMany'> {
  return whileMemberLocked(prisma, userId, async (tx) => {
    if ((await tx.webhook.count({ where: { userId } })) >= WEBHOOK_LIMITS.perMember) return 'tooMany';
    const secret = newWebhookSecret();
    const { id } = await tx.webhook.create({ data: { userId, ...values, secret }, select: { id: true } });
    return { id, secret };
  });
}
