// Each page's title and description, in one place for the web app (document titles, translated
// through its Lingui catalogues) and the server (the <title>, description and Open Graph tags of
// the HTML it sends). Lingui descriptors written out (the `i18n` comment is what `lingui extract`
// reads), not its macro: the server runs this file without a build step.
import type { RouteName } from './route-paths.ts';

/** A Lingui message descriptor with an explicit id. */
export interface PageText {
  id: string;
  message: string;
}

export const SITE_NAME = 'Cartridge Vault';

/** A page's document title: "Games · Cartridge Vault"; the site's own name alone for the home page. */
export function documentTitle(title: string): string {
  return title && title !== SITE_NAME ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Page titles by route; null where the screen names itself from its data (a game's title). */
export const PAGE_TITLES: Record<RouteName, PageText | null> = {
  home: null,
  games: /*i18n*/ { id: 'page.games.title', message: 'Games' },
  collection: /*i18n*/ { id: 'page.collection.title', message: 'Collection' },
  'game-detail': null,
  'add-game': /*i18n*/ { id: 'page.add-game.title', message: 'Add a game' },
  'edit-game': null,
  // Named after the game.
  'game-history': null,
  api: /*i18n*/ { id: 'page.api.title', message: 'Public API' },
  about: /*i18n*/ { id: 'page.about.title', message: 'About' },
  minigames: /*i18n*/ { id: 'page.minigames.title', message: 'Minigames' },
  cardbattle: /*i18n*/ { id: 'page.cardbattle.title', message: 'Card battle' },
  pong: /*i18n*/ { id: 'page.pong.title', message: 'Pong' },
  'terms-of-service': /*i18n*/ { id: 'page.terms-of-service.title', message: 'Terms of service' },
  'privacy-policy': /*i18n*/ { id: 'page.privacy-policy.title', message: 'Privacy policy' },
  'contribution-guide': /*i18n*/ { id: 'page.contribution-guide.title', message: 'Contribution guide' },
  contact: /*i18n*/ { id: 'page.contact.title', message: 'Contact' },
  settings: /*i18n*/ { id: 'page.settings.title', message: 'Settings' },
  auth: /*i18n*/ { id: 'page.auth.title', message: 'Log in or sign up' },
  'forgot-password': /*i18n*/ { id: 'page.forgot-password.title', message: 'Forgot password' },
  'reset-password': /*i18n*/ { id: 'page.reset-password.title', message: 'Reset password' },
  'verify-email': /*i18n*/ { id: 'page.verify-email.title', message: 'Confirm your email address' },
  'change-info': /*i18n*/ { id: 'page.change-info.title', message: 'Change account information' },
  admin: /*i18n*/ { id: 'page.admin.title', message: 'Admin' },
  user: /*i18n*/ { id: 'page.user.title', message: 'Profile' },
  username: /*i18n*/ { id: 'page.username.title', message: 'Profile' },
  'friend-requests': /*i18n*/ { id: 'page.friend-requests.title', message: 'Friend requests' },
  requests: /*i18n*/ { id: 'page.requests.title', message: 'Community requests' },
  'request-detail': /*i18n*/ { id: 'page.request-detail.title', message: 'Community request' },
  'dev-talk': /*i18n*/ { id: 'page.dev-talk.title', message: 'Dev Talk' },
  'dev-talk-new': /*i18n*/ { id: 'page.dev-talk-new.title', message: 'Write a post' },
  // A post and its editor name themselves after the post's title.
  'dev-talk-post': null,
  'dev-talk-edit': null,
  'not-found': /*i18n*/ { id: 'page.not-found.title', message: 'Page not found' },
};

/** What search results and link previews say about the site, and about a page without its own. */
export const SITE_DESCRIPTION: PageText = /*i18n*/ {
  id: 'page.site.description',
  message:
    'A community-maintained database of physical video games, with every regional version, its box art, console, developers and publishers, and a manager for your own collection.',
};

/** Descriptions of the pages worth finding from a search engine; the others use SITE_DESCRIPTION. */
export const PAGE_DESCRIPTIONS: Partial<Record<RouteName, PageText>> = {
  games: /*i18n*/ {
    id: 'page.games.description',
    message:
      'Browse and search the catalogue of physical video games by console, region, developer, publisher and release year.',
  },
  requests: /*i18n*/ {
    id: 'page.requests.description',
    message:
      'Edits and deletions proposed by the community, open for votes and discussion before they change the catalogue.',
  },
  'dev-talk': /*i18n*/ {
    id: 'page.dev-talk.description',
    message: 'News and notes from the people who build Cartridge Vault.',
  },
  about: /*i18n*/ {
    id: 'page.about.description',
    message:
      'What Cartridge Vault is, who runs it and how its community keeps the catalogue of physical games accurate.',
  },
  api: /*i18n*/ {
    id: 'page.api.description',
    message: "Cartridge Vault's public API: read the catalogue of games, versions and consoles from your own programs.",
  },
  minigames: /*i18n*/ {
    id: 'page.minigames.description',
    message: 'Retro minigames to play in the browser: a card battle and Pong.',
  },
  'terms-of-service': /*i18n*/ {
    id: 'page.terms-of-service.description',
    message: 'The terms you agree to when you use Cartridge Vault.',
  },
  'privacy-policy': /*i18n*/ {
    id: 'page.privacy-policy.description',
    message: 'What Cartridge Vault stores about you, and why.',
  },
  'contribution-guide': /*i18n*/ {
    id: 'page.contribution-guide.description',
    message: 'How to add games, propose edits and vote on requests, so the catalogue stays accurate.',
  },
  contact: /*i18n*/ {
    id: 'page.contact.description',
    message: 'Write to the people who run Cartridge Vault.',
  },
};

/** A game page's description; `{console}` is the console's name. */
export const GAME_DESCRIPTION: PageText = /*i18n*/ {
  id: 'page.game.description',
  message: '{title} for the {console}: its regional versions with box art, release dates, developers and publishers.',
};

/** A community request's description; `{game}` is the game's title. */
export const REQUEST_DESCRIPTION: PageText = /*i18n*/ {
  id: 'page.request.description',
  message: 'A community request about {game}: members vote on it before it changes the catalogue.',
};

/** A member's profile page. */
export const PROFILE_DESCRIPTION: PageText = /*i18n*/ {
  id: 'page.profile.description',
  message: "{username}'s profile on Cartridge Vault.",
};

/** The text of a game's box art in link previews. */
export const BOX_ART_ALT: PageText = /*i18n*/ {
  id: 'page.game.image-alt',
  message: 'Front box art of {title}',
};
