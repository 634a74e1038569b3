import type { Mail, Recipient } from './mailer.ts';
import type { MailText, MailTexts } from './mail-texts.ts';
import { mailTexts } from './mail-language.ts';
import { EMAIL_VERIFICATION, PASSWORD_RESET } from '#shared/account-rules';

// Mails about a member's own account, in the language of their account (the interface language
// they last used); the links lead to pages that open in the language of the browser.

export function passwordResetMail(to: Recipient, link: string): Mail {
  const { subject, text } = mailTexts(to.locale).passwordReset({ link, minutes: PASSWORD_RESET.validMinutes });
  return { kind: 'password-reset', to: to.email, subject, text };
}

export function emailVerificationMail(to: Recipient, link: string): Mail {
  const { subject, text } = mailTexts(to.locale).emailVerification({ link, hours: EMAIL_VERIFICATION.validHours });
  return { kind: 'email-verification', to: to.email, subject, text };
}

export function signUpAttemptMail(to: Recipient, link: string): Mail {
  const { subject, text } = mailTexts(to.locale).signUpAttempt({ link });
  return { kind: 'sign-up-attempt', to: to.email, subject, text };
}

/** Which change to the account a security notice tells about. */
export type SecurityNotice = (texts: MailTexts) => MailText;

export function securityNoticeMail(to: Recipient, notice: SecurityNotice): Mail {
  const { subject, text } = notice(mailTexts(to.locale));
  return { kind: 'security', to: to.email, subject, text };
}
