// Every mail the site writes for a member, and the details each is written with. The words are
// Lingui messages (mail-messages.ts, translated in the mail catalogue); mail-language.ts writes
// them in a member's language.

export type RequestType = 'EDIT' | 'DELETE';
export type RequestResult = 'approved' | 'rejected' | 'reset' | 'conflict';

export interface MailText {
  subject: string;
  text: string;
}

export interface RequestAbout {
  gameTitle: string;
  type: RequestType;
  link: string;
}

export interface MailTexts {
  passwordReset(about: { link: string; minutes: number }): MailText;
  /** The link that confirms a new account's address (needed to vote, comment and submit requests). */
  emailVerification(about: { link: string; hours: number }): MailText;
  /** To an account's owner when someone signs up with its address: the sign-up's own mail (N10). */
  signUpAttempt(about: { link: string }): MailText;
  /** Security notices: the member's own account changed. */
  passwordChanged(): MailText;
  passwordWasReset(): MailText;
  emailChanged(about: { newEmail: string }): MailText;
  securityQuestionChanged(): MailText;
  /** Community review. */
  collectionGameRequest(about: RequestAbout): MailText;
  requestResult(about: RequestAbout & { result: RequestResult; byModerator: boolean }): MailText;
  collectionGameRemoved(about: { gameTitle: string; link: string }): MailText;
  /** Want and trade lists: a friend offers for trade a version on the reader's want list. */
  wantedForTrade(about: { friendName: string; gameTitle: string; link: string }): MailText;
}

export type MailTextKind = keyof MailTexts;

/** Every kind, for tests that walk them all. */
export const MAIL_TEXT_KINDS = [
  'passwordReset',
  'emailVerification',
  'signUpAttempt',
  'passwordChanged',
  'passwordWasReset',
  'emailChanged',
  'securityQuestionChanged',
  'collectionGameRequest',
  'requestResult',
  'collectionGameRemoved',
  'wantedForTrade',
] as const satisfies readonly MailTextKind[];
