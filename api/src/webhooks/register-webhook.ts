// Registering a webhook: at most WEBHOOK_LIMITS.perMember a member. The member's row is locked
// while counting, so two creates at once cannot both take the last place.
import type { Database } from '../db/database.ts';
import { WEBHOOK_LIMITS, type WebhookEventType } from '#shared/webhook-rules';
import { newWebhookSecret } from './webhook-secret.ts';

export async function registerWebhook(
  prisma: Database['prisma'],
  userId: number,
  values: { url: string; events: WebhookEventType[] },
): Promise<{ id: number; secret: string } | 'tooMany'> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    if ((await tx.webhook.count({ where: { userId } })) >= WEBHOOK_LIMITS.perMember) return 'tooMany';
    const secret = newWebhookSecret();
    const { id } = await tx.webhook.create({ data: { userId, ...values, secret }, select: { id: true } });
    return { id, secret };
  });
}
