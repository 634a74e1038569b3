import { lines, type MailTexts, type RequestResult, type RequestType } from './mail-texts.ts';

const request = (type: RequestType) => (type === 'EDIT' ? 'edit request' : 'delete request');
const outcome: Record<RequestResult, string> = {
  approved: 'was approved and applied',
  rejected: 'was rejected',
  reset: 'did not get a clear majority, so voting starts again (its votes were cleared)',
  conflict: 'was rejected: the game changed in the same places since you made it',
};
const headline: Record<RequestResult, string> = {
  approved: 'was approved',
  rejected: 'was rejected',
  reset: 'was reset',
  conflict: 'was rejected',
};

export const en: MailTexts = {
  passwordReset: ({ link, minutes }) => ({
    subject: 'Reset your Cartridge Vault password',
    text: lines(
      'Someone (hopefully you) asked to reset the password of the Cartridge Vault account that uses this address.',
      '',
      `Choose a new password here (the link works once, for ${minutes} minutes):`,
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ),
  }),
  emailVerification: ({ link, hours }) => ({
    subject: 'Confirm your Cartridge Vault email address',
    text: lines(
      'Welcome to Cartridge Vault! Confirm that this address is yours to vote, comment and submit requests:',
      link,
      '',
      `The link works once, for ${hours} hours; you can ask for a new one in your settings.`,
      'If you did not sign up, ignore this mail.',
    ),
  }),
  signUpAttempt: ({ link }) => ({
    subject: 'Someone tried to sign up at Cartridge Vault with your address',
    text: lines(
      'Someone (hopefully you) tried to create a Cartridge Vault account with this address, which already has one. No new account was made.',
      '',
      `To use your account, log in here (or reset your password there if you forgot it): ${link}`,
      '',
      'If this was not you, you can ignore this mail: your account is unchanged.',
    ),
  }),
  passwordChanged: () => ({
    subject: 'Your Cartridge Vault password was changed',
    text: lines(
      'The password of your Cartridge Vault account was changed, and your other sessions were logged out.',
      '',
      'If this was not you, reset your password at once and contact us.',
    ),
  }),
  passwordWasReset: () => ({
    subject: 'Your Cartridge Vault password was reset',
    text: lines(
      'The password of your Cartridge Vault account was reset with an emailed link, and every session was logged out.',
      '',
      'If this was not you, reset your password again at once and contact us.',
    ),
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'Your Cartridge Vault email address was changed',
    text: lines(
      `The email address of your Cartridge Vault account was changed to ${newEmail}.`,
      '',
      'If this was not you, contact us at once.',
    ),
  }),
  securityQuestionChanged: () => ({
    subject: 'Your Cartridge Vault security question was changed',
    text: lines(
      'The security question of your Cartridge Vault account was changed. It is asked when a forgotten password is reset.',
      '',
      'If this was not you, change your password and security question at once and contact us.',
    ),
  }),
  collectionGameRequest: ({ gameTitle, type, link }) => {
    const kind = type === 'EDIT' ? 'an edit request' : 'a delete request';
    return {
      subject: `"${gameTitle}", a game in your collection, has ${kind}`,
      text: lines(
        `Someone submitted ${kind} for "${gameTitle}", which is in your collection.`,
        '',
        `Read it and vote: ${link}`,
      ),
    };
  },
  requestResult: ({ gameTitle, type, link, result, byModerator }) => ({
    subject: `Your ${request(type)} for "${gameTitle}" ${headline[result]}`,
    text: lines(
      `${byModerator ? 'A moderator decided: your' : 'Your'} ${request(type)} for "${gameTitle}" ${outcome[result]}.`,
      '',
      link,
    ),
  }),
  collectionGameRemoved: ({ gameTitle, link }) => ({
    subject: `"${gameTitle}" was removed from the catalogue`,
    text: lines(
      `The community approved removing "${gameTitle}" (or some of its versions) from the catalogue.`,
      'Your copies of the removed versions are no longer in your collection.',
      '',
      `The request: ${link}`,
    ),
  }),
  wantedForTrade: ({ friendName, gameTitle, link }) => ({
    subject: `${friendName} offers "${gameTitle}" for trade`,
    text: lines(
      `Your friend ${friendName} marked a copy of "${gameTitle}" for trade. It is on your want list.`,
      '',
      `Their profile: ${link}`,
    ),
  }),
};
