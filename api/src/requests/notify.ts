// Who is told about what (each person's email preferences; the master switch off sends nothing).
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { AppServices } from '../context.ts';
import type { EmailDefaults } from '#shared/rules';
import { collectionGameRequestMail } from '../mail/request-mail.ts';
import type { Recipient } from '../mail/mailer.ts';
import { snapshotTitle } from '../domain/game-snapshot.ts';

type Tx = Prisma.TransactionClient | PrismaClient;
type Preference = Exclude<keyof EmailDefaults, 'enabled'>;

export function requestLink(services: Pick<AppServices, 'config'>, requestId: number): string {
  return new URL(`/request/${requestId}`, services.config.SITE_ORIGIN).toString();
}

const wants = (preference: Preference) => ({ emailPreferences: { is: { enabled: true, [preference]: true } } });

const recipient = { email: true, locale: true } as const;

/** The submitter (address and language) when they want this kind of mail, else null. */
export async function submitterWanting(
  tx: Tx,
  submitterId: number | null,
  preference: Preference,
): Promise<Recipient | null> {
  if (submitterId === null) return null;
  return tx.user.findFirst({ where: { id: submitterId, ...wants(preference) }, select: recipient });
}

/** People holding a copy of any of these versions who want collection mails (never `except`). */
export async function collectorsWanting(
  tx: Tx,
  versionIds: readonly number[],
  except: number | null,
): Promise<Recipient[]> {
  if (versionIds.length === 0) return [];
  return tx.user.findMany({
    where: {
      ...(except === null ? {} : { id: { not: except } }),
      collection: { some: { versionId: { in: [...versionIds] } } },
      ...wants('collectionGameRequest'),
    },
    select: recipient,
    orderBy: { id: 'asc' },
  });
}

/**
 * "A game in my collection receives a request": after the request is committed, in the
 * background (a popular game can have many collectors; the submitter need not wait for them).
 */
export function notifyCollectorsOfRequest(
  services: Pick<AppServices, 'db' | 'mailer' | 'tasks' | 'config'>,
  requestId: number,
): void {
  services.tasks.run('collection-game-request mails', async () => {
    const prisma = services.db.prisma;
    const request = await prisma.request.findUnique({
      where: { id: requestId },
      select: {
        type: true,
        submitterId: true,
        baseSnapshot: true,
        game: { select: { versions: { select: { id: true } } } },
      },
    });
    if (!request?.game) return;
    const recipients = await collectorsWanting(
      prisma,
      request.game.versions.map((v) => v.id),
      request.submitterId,
    );
    const gameTitle = snapshotTitle(request.baseSnapshot);
    const link = requestLink(services, requestId);
    const ids = await services.mailer.queue(
      prisma,
      recipients.map((to) => collectionGameRequestMail({ to, gameTitle, type: request.type, link })),
    );
    await services.mailer.deliver(ids);
  });
}
