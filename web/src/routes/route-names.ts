// No imports on purpose: the shell, navigation, titles and terms gate read route names and paths
// from here, so none of them has to import the route table (which imports the shell).

/** Paths by route name, from the spec's route table (section 2); `*` is every other path. */
export const ROUTE_PATHS = {
  home: '/',
  games: '/games',
  collection: '/collection',
  'add-game': '/games/add',
  'game-detail': '/games/:id',
  'edit-game': '/games/:id/edit',
  'game-history': '/games/:id/history',
  about: '/about',
  minigames: '/minigames',
  cardbattle: '/minigames/cardbattle',
  pong: '/minigames/pong',
  'terms-of-service': '/terms-of-service',
  'privacy-policy': '/privacy-policy',
  'contribution-guide': '/contribution-guide',
  contact: '/contact',
  settings: '/settings',
  auth: '/auth',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'verify-email': '/verify-email',
  'change-info': '/change-info',
  api: '/api',
  admin: '/admin',
  user: '/user',
  username: '/user/:username',
  'friend-requests': '/friend-requests',
  requests: '/requests',
  'request-detail': '/request/:id',
  'dev-talk': '/dev-talk',
  'dev-talk-new': '/dev-talk/new',
  'dev-talk-post': '/dev-talk/:slug',
  'dev-talk-edit': '/dev-talk/:slug/edit',
  'not-found': '*',
} as const;

/** A route's name; stored in sessionStorage `activePage`. */
export type RouteName = keyof typeof ROUTE_PATHS;

export interface RouteHandle {
  name: RouteName;
}
