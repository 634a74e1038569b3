import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteName } from './route-names.ts';

/** Page titles by route; null where the screen names itself from its data (a game's title). */
export const ROUTE_TITLES: Record<RouteName, MessageDescriptor | null> = {
  home: null,
  games: msg`Games`,
  collection: msg`Collection`,
  'game-detail': null,
  'add-game': msg`Add a game`,
  'edit-game': null,
  // Named after the game.
  'game-history': null,
  api: msg`Public API`,
  about: msg`About`,
  minigames: msg`Minigames`,
  cardbattle: msg`Card battle`,
  pong: msg`Pong`,
  'terms-of-service': msg`Terms of service`,
  'privacy-policy': msg`Privacy policy`,
  'contribution-guide': msg`Contribution guide`,
  contact: msg`Contact`,
  settings: msg`Settings`,
  auth: msg`Log in or sign up`,
  'forgot-password': msg`Forgot password`,
  'reset-password': msg`Reset password`,
  'verify-email': msg`Confirm your email address`,
  'change-info': msg`Change account information`,
  admin: msg`Admin`,
  user: msg`Profile`,
  username: msg`Profile`,
  'friend-requests': msg`Friend requests`,
  requests: msg`Community requests`,
  'request-detail': msg`Community request`,
  'dev-talk': msg`Dev Talk`,
  'dev-talk-new': msg`Write a post`,
  // A post and its editor name themselves after the post's title.
  'dev-talk-post': null,
  'dev-talk-edit': null,
  'not-found': msg`Page not found`,
};
