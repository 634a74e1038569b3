// The site's addresses, for the web app's router and for the server, which answers each page with
// its own head and a 404 for an address the router would show as not found.
import { MAX_ROW_ID } from './rules.ts';

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

export interface RouteMatch {
  name: RouteName;
  /** The `:name` segments of the path, as written in the address. */
  params: Record<string, string>;
}

/**
 * The route the router shows for `pathname` (already percent-decoded): the first of the table
 * whose segments match, as react-router does for this table (its static segments, `add` and
 * `new`, come before the `:id` and `:slug` beside them). Static segments match in any case and a
 * trailing slash is ignored, as in the router.
 */
export function matchRoute(pathname: string): RouteMatch {
  const segments = pathname.split('/').filter(Boolean);
  for (const [name, pattern] of Object.entries(ROUTE_PATHS) as [RouteName, string][]) {
    if (pattern === '*') continue;
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i]!;
        return true;
      }
      return part.toLowerCase() === segments[i]!.toLowerCase();
    });
    if (matches) return { name, params };
  }
  return { name: 'not-found', params: {} };
}

/** A route's address with its parameters filled in (each encoded as one segment). */
export function routePath(name: Exclude<RouteName, 'not-found'>, params: Record<string, string | number> = {}): string {
  return ROUTE_PATHS[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/** The `:id` of an address as a row id, or null when it cannot be one (`abc`, `0`, `-1`, `1.5`, `012`). */
export function parseRowId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : null;
}
