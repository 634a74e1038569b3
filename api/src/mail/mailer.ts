import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export interface Mail {
  /** What the mail is about (contact, password-reset, ...); lets admins filter the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** Who a mail to a member goes to, and the interface language it is written in (their account's `locale`). */
export interface Recipient {
  email: string;
  locale: string;
}

type OutboxWriter = Pick<Prisma.TransactionClient, 'emailOutbox'>;

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Writes mails to the outbox inside the caller's transaction, so they exist exactly when the
   * change they tell about does; hand the ids to `deliver` after the commit.
   */
  queue(tx: OutboxWriter, mails: readonly Mail[]): Promise<number[]>;
  /** Delivers queued mails (with SMTP_URL; otherwise they stay in the outbox for admins). */
  deliver(ids: readonly number[]): Promise<void>;
}

/**
 * Every mail is written to the outbox table (admins can read it, tests assert on it); with
 * SMTP_URL set it is also delivered and marked sent.
 */
export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  async function deliverRow(row: { id: number } & Mail) {
    if (!transport) {
      console.log(`[mail] ${row.kind} to ${row.to}: "${row.subject}" (outbox #${row.id}; set SMTP_URL to deliver)`);
      return;
    }
    await transport.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.text });
    await db.prisma.emailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date() } });
  }
  return {
    async send(mail) {
      const row = await db.prisma.emailOutbox.create({ data: mail, select: { id: true } });
      await deliverRow({ ...mail, id: row.id });
    },
    async queue(tx, mails) {
      if (mails.length === 0) return [];
      const rows = await tx.emailOutbox.createManyAndReturn({ data: [...mails], select: { id: true } });
      return rows.map((row) => row.id);
    },
    async deliver(ids) {
      if (ids.length === 0) return;
      if (!transport) {
        console.log(`[mail] ${ids.length} mail(s) queued in the outbox (set SMTP_URL to deliver)`);
        return;
      }
      const rows = await db.prisma.emailOutbox.findMany({
        where: { id: { in: [...ids] }, sentAt: null },
        orderBy: { id: 'asc' },
      });
      for (const row of rows) await deliverRow(row);
    },
  };
}
