import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';

export interface Mail {
  /** What the mail is about (contact, password-reset, ...); lets admins filter the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to the outbox table (admins can read it, tests assert on it); with
 * SMTP_URL set it is also delivered and marked sent.
 */
export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const row = await db.prisma.emailOutbox.create({ data: mail, select: { id: true } });
      if (!transport) {
        console.log(`[mail] ${mail.kind} to ${mail.to}: "${mail.subject}" (outbox #${row.id}; set SMTP_URL to deliver)`);
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.prisma.emailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    },
  };
}
