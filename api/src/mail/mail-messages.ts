// The words of every mail the site writes for a member, as Lingui message descriptors with
// explicit ids; the translations are in the mail catalogue (api/src/mail/locales/<locale>/
// messages.po), a catalogue of its own so that the web's, which browsers download, carries none
// of them. Written out rather than through Lingui's macro (the `i18n` comment is what `lingui
// extract` reads): the server runs this file without a build step. A mail's body is one message,
// blank lines and all, so a translator sees it whole.
import type { MessageDescriptor } from '@lingui/core';
import type { MailTextKind } from './mail-texts.ts';

export interface MailMessages {
  subject: MessageDescriptor;
  text: MessageDescriptor;
}

export const MAIL_MESSAGES: Record<MailTextKind, MailMessages> = {
  passwordReset: {
    subject: /*i18n*/ { id: 'mail.password-reset.subject', message: 'Reset your Cartridge Vault password' },
    text: /*i18n*/ {
      id: 'mail.password-reset.text',
      message:
        'Someone (hopefully you) asked to reset the password of the Cartridge Vault account that uses this address.\n' +
        '\n' +
        'Choose a new password here (the link works once, for {minutes, plural, one {# minute} other {# minutes}}):\n' +
        '{link}\n' +
        '\n' +
        'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
  },
  emailVerification: {
    subject: /*i18n*/ { id: 'mail.email-verification.subject', message: 'Confirm your Cartridge Vault email address' },
    text: /*i18n*/ {
      id: 'mail.email-verification.text',
      message:
        'Welcome to Cartridge Vault! Confirm that this address is yours to vote, comment and submit requests:\n' +
        '{link}\n' +
        '\n' +
        'The link works once, for {hours, plural, one {# hour} other {# hours}}; you can ask for a new one in your settings.\n' +
        'If you did not sign up, ignore this mail.',
    },
  },
  signUpAttempt: {
    subject: /*i18n*/ {
      id: 'mail.sign-up-attempt.subject',
      message: 'Someone tried to sign up at Cartridge Vault with your address',
    },
    text: /*i18n*/ {
      id: 'mail.sign-up-attempt.text',
      message:
        'Someone (hopefully you) tried to create a Cartridge Vault account with this address, which already has one. No new account was made.\n' +
        '\n' +
        'To use your account, log in here (or reset your password there if you forgot it): {link}\n' +
        '\n' +
        'If this was not you, you can ignore this mail: your account is unchanged.',
    },
  },
  passwordChanged: {
    subject: /*i18n*/ { id: 'mail.password-changed.subject', message: 'Your Cartridge Vault password was changed' },
    text: /*i18n*/ {
      id: 'mail.password-changed.text',
      message:
        'The password of your Cartridge Vault account was changed, and your other sessions were logged out.\n' +
        '\n' +
        'If this was not you, reset your password at once and contact us.',
    },
  },
  passwordWasReset: {
    subject: /*i18n*/ { id: 'mail.password-was-reset.subject', message: 'Your Cartridge Vault password was reset' },
    text: /*i18n*/ {
      id: 'mail.password-was-reset.text',
      message:
        'The password of your Cartridge Vault account was reset with an emailed link, and every session was logged out.\n' +
        '\n' +
        'If this was not you, reset your password again at once and contact us.',
    },
  },
  emailChanged: {
    subject: /*i18n*/ { id: 'mail.email-changed.subject', message: 'Your Cartridge Vault email address was changed' },
    text: /*i18n*/ {
      id: 'mail.email-changed.text',
      message:
        'The email address of your Cartridge Vault account was changed to {newEmail}.\n' +
        '\n' +
        'If this was not you, contact us at once.',
    },
  },
  securityQuestionChanged: {
    subject: /*i18n*/ {
      id: 'mail.security-question-changed.subject',
      message: 'Your Cartridge Vault security question was changed',
    },
    text: /*i18n*/ {
      id: 'mail.security-question-changed.text',
      message:
        'The security question of your Cartridge Vault account was changed. It is asked when a forgotten password is reset.\n' +
        '\n' +
        'If this was not you, change your password and security question at once and contact us.',
    },
  },
  collectionGameRequest: {
    subject: /*i18n*/ {
      id: 'mail.collection-game-request.subject',
      comment: 'type is EDIT or DELETE (the "other" case)',
      message:
        '"{gameTitle}", a game in your collection, has {type, select, EDIT {an edit request} other {a delete request}}',
    },
    text: /*i18n*/ {
      id: 'mail.collection-game-request.text',
      comment: 'type is EDIT or DELETE (the "other" case)',
      message:
        'Someone submitted {type, select, EDIT {an edit request} other {a delete request}} for "{gameTitle}", which is in your collection.\n' +
        '\n' +
        'Read it and vote: {link}',
    },
  },
  requestResult: {
    subject: /*i18n*/ {
      id: 'mail.request-result.subject',
      comment:
        'type is EDIT or DELETE (the "other" case); result is approved, reset, rejected or conflict (both "other")',
      message:
        'Your {type, select, EDIT {edit request} other {delete request}} for "{gameTitle}" ' +
        '{result, select, approved {was approved} reset {was reset} other {was rejected}}',
    },
    text: /*i18n*/ {
      id: 'mail.request-result.text',
      comment:
        'byModerator is true when a moderator decided; type is EDIT or DELETE (the "other" case); ' +
        'result is approved, reset, conflict (rejected because the game changed since) or rejected (the "other" case)',
      message:
        '{byModerator, select, true {A moderator decided: your} other {Your}} ' +
        '{type, select, EDIT {edit request} other {delete request}} for "{gameTitle}" ' +
        '{result, select, ' +
        'approved {was approved and applied} ' +
        'reset {did not get a clear majority, so voting starts again (its votes were cleared)} ' +
        'conflict {was rejected: the game changed in the same places since you made it} ' +
        'other {was rejected}}.\n' +
        '\n' +
        '{link}',
    },
  },
  collectionGameRemoved: {
    subject: /*i18n*/ {
      id: 'mail.collection-game-removed.subject',
      message: '"{gameTitle}" was removed from the catalogue',
    },
    text: /*i18n*/ {
      id: 'mail.collection-game-removed.text',
      message:
        'The community approved removing "{gameTitle}" (or some of its versions) from the catalogue.\n' +
        'Your copies of the removed versions are no longer in your collection.\n' +
        '\n' +
        'The request: {link}',
    },
  },
  wantedForTrade: {
    subject: /*i18n*/ { id: 'mail.wanted-for-trade.subject', message: '{friendName} offers "{gameTitle}" for trade' },
    text: /*i18n*/ {
      id: 'mail.wanted-for-trade.text',
      message:
        'Your friend {friendName} marked a copy of "{gameTitle}" for trade. It is on your want list.\n' +
        '\n' +
        'Their profile: {link}',
    },
  },
};
