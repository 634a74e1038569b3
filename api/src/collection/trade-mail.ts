// "A friend marks for trade a version you want" (issue 17): mailed to the owner's friends who
// want the version and chose this mail, each in their own language, through the outbox. Only
// when the owner's trade list is visible to friends: a hidden list tells no one.
import type { AppServices } from '../context.ts';
import { sectionVisibleTo } from '#shared/profile-rules';
import { mailTexts } from '../mail/mail-language.ts';
import type { Mail } from '../mail/mailer.ts';

export function profileLink(services: Pick<AppServices, 'config'>, username: string): string {
  return new URL(`/user/${encodeURIComponent(username)}`, services.config.SITE_ORIGIN).toString();
}

/** After the copy is committed as for trade, in the background (the owner need not wait). */
export function notifyWantersOfTrade(
  services: Pick<AppServices, 'db' | 'mailer' | 'tasks' | 'config'>,
  ownerId: number,
  versionId: number,
): void {
  services.tasks.run('wanted-for-trade mails', async () => {
    const prisma = services.db.prisma;
    const [owner, version] = await Promise.all([
      prisma.user.findUnique({
        where: { id: ownerId },
        select: { username: true, displayName: true, profileVisibility: true, hiddenSections: true },
      }),
      prisma.version.findUnique({ where: { id: versionId }, select: { game: { select: { title: true } } } }),
    ]);
    if (!owner || !version || !sectionVisibleTo(owner, 'tradeList', 'friend')) return;
    const recipients = await prisma.user.findMany({
      where: {
        wantList: { some: { versionId } },
        OR: [{ friendshipsA: { some: { userBId: ownerId } } }, { friendshipsB: { some: { userAId: ownerId } } }],
        emailPreferences: { is: { enabled: true, wantedForTrade: true } },
      },
      select: { email: true, locale: true },
      orderBy: { id: 'asc' },
    });
    const link = profileLink(services, owner.username);
    const friendName = owner.displayName ?? owner.username;
    const mails = recipients.map((to): Mail => {
      const { subject, text } = mailTexts(to.locale).wantedForTrade({
        friendName,
        gameTitle: version.game.title,
        link,
      });
      return { kind: 'wanted-for-trade', to: to.email, subject, text };
    });
    const ids = await services.mailer.queue(prisma, mails);
    await services.mailer.deliver(ids);
  });
}
