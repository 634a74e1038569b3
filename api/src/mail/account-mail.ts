import type { Mail } from './mailer.ts';
import { PASSWORD_RESET } from '#shared/account-rules';

// Mails are in English: the server does not know a person's interface language (it lives in
// their browser). The links lead to pages in the language they chose.

export function passwordResetMail(to: string, link: string): Mail {
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your Cartridge Vault password',
    text: [
      'Someone (hopefully you) asked to reset the password of the Cartridge Vault account that uses this address.',
      '',
      `Choose a new password here (the link works once, for ${PASSWORD_RESET.validMinutes} minutes):`,
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
