// Mails about community review, each in its recipient's language; each links to the request
// page, which shows the details in the reader's language.
import type { Mail, Recipient } from './mailer.ts';
import type { RequestResult, RequestType } from './mail-texts.ts';
import { mailTexts } from './mail-language.ts';

export type { RequestResult } from './mail-texts.ts';

export type RequestMailKind =
  'collection-game-request' | 'request-approved' | 'request-expired' | 'moderator-update' | 'collection-game-removed';

interface About {
  to: Recipient;
  gameTitle: string;
  type: RequestType;
  link: string;
}

export function collectionGameRequestMail({ to, gameTitle, type, link }: About): Mail {
  const { subject, text } = mailTexts(to.locale).collectionGameRequest({ gameTitle, type, link });
  return { kind: 'collection-game-request', to: to.email, subject, text };
}

export function requestResultMail(
  { to, gameTitle, type, link }: About,
  result: RequestResult,
  byModerator: boolean,
): Mail {
  const kind: RequestMailKind = byModerator
    ? 'moderator-update'
    : result === 'approved'
      ? 'request-approved'
      : 'request-expired';
  const { subject, text } = mailTexts(to.locale).requestResult({ gameTitle, type, link, result, byModerator });
  return { kind, to: to.email, subject, text };
}

export function collectionGameRemovedMail(to: Recipient, gameTitle: string, link: string): Mail {
  const { subject, text } = mailTexts(to.locale).collectionGameRemoved({ gameTitle, link });
  return { kind: 'collection-game-removed', to: to.email, subject, text };
}

/** Written by a moderator for every member: sent as written. */
export function importantMail(to: string, subject: string, body: string): Mail {
  return { kind: 'important', to, subject, text: body };
}
