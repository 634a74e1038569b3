// Mails about community review. In English, like every mail (see account-mail.ts); each links to
// the request page, which shows the details in the reader's language.
import type { Mail } from './mailer.ts';

export type RequestMailKind = 'collection-game-request' | 'request-approved' | 'request-expired' | 'moderator-update' | 'collection-game-removed';

interface About {
  to: string;
  gameTitle: string;
  type: 'EDIT' | 'DELETE';
  link: string;
}

const typeName = (type: About['type']) => (type === 'EDIT' ? 'an edit request' : 'a delete request');

export function collectionGameRequestMail({ to, gameTitle, type, link }: About): Mail {
  return {
    kind: 'collection-game-request',
    to,
    subject: `"${gameTitle}", a game in your collection, has ${typeName(type)}`,
    text: [`Someone submitted ${typeName(type)} for "${gameTitle}", which is in your collection.`, '', `Read it and vote: ${link}`].join('\n'),
  };
}

export type RequestResult = 'approved' | 'rejected' | 'reset' | 'conflict';

const resultText: Record<RequestResult, string> = {
  approved: 'was approved and applied',
  rejected: 'was rejected',
  reset: 'did not get a clear majority, so voting starts again (its votes were cleared)',
  conflict: 'was rejected: the game changed in the same places since you made it',
};

export function requestResultMail({ to, gameTitle, type, link }: About, result: RequestResult, byModerator: boolean): Mail {
  const kind: RequestMailKind = byModerator ? 'moderator-update' : result === 'approved' ? 'request-approved' : 'request-expired';
  const who = byModerator ? 'A moderator decided: your' : 'Your';
  return {
    kind,
    to,
    subject: `Your ${type === 'EDIT' ? 'edit' : 'delete'} request for "${gameTitle}" ${result === 'reset' ? 'was reset' : result === 'approved' ? 'was approved' : 'was rejected'}`,
    text: [`${who} ${typeName(type).replace(/^an? /, '')} for "${gameTitle}" ${resultText[result]}.`, '', link].join('\n'),
  };
}

export function collectionGameRemovedMail(to: string, gameTitle: string, link: string): Mail {
  return {
    kind: 'collection-game-removed',
    to,
    subject: `"${gameTitle}" was removed from the catalogue`,
    text: [
      `The community approved removing "${gameTitle}" (or some of its versions) from the catalogue.`,
      'Your copies of the removed versions are no longer in your collection.',
      '',
      `The request: ${link}`,
    ].join('\n'),
  };
}

export function importantMail(to: string, subject: string, body: string): Mail {
  return { kind: 'important', to, subject, text: body };
}
