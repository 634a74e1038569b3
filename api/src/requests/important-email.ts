// An announcement to every member. Preferences do not apply; deleted accounts are gone from the
// user table, so they never get one.
import type { AppServices } from '../context.ts';
import { importantMail } from '../mail/request-mail.ts';

export async function sendImportantEmail(
  services: Pick<AppServices, 'db' | 'mailer' | 'tasks'>,
  mail: { subject: string; body: string },
): Promise<number> {
  const users = await services.db.prisma.user.findMany({ select: { email: true }, orderBy: { id: 'asc' } });
  const ids = await services.mailer.queue(
    services.db.prisma,
    users.map((user) => importantMail(user.email, mail.subject, mail.body)),
  );
  // Delivery can take long with many members; the outbox already holds every mail.
  services.tasks.run('important email delivery', () => services.mailer.deliver(ids));
  return ids.length;
}
