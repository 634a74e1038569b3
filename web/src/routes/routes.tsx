import type { RouteObject } from 'react-router';
import { AppShell, loader as appShellLoader, shouldRevalidate as appShellShouldRevalidate } from '../layout/AppShell.tsx';
import { RouteError } from '../layout/RouteError.tsx';

/** Names from the spec's route table (section 2); stored in sessionStorage `activePage`. */
export type RouteName =
  | 'home' | 'games' | 'game-detail' | 'add-game' | 'api' | 'about' | 'terms-of-service' | 'privacy-policy'
  | 'contribution-guide' | 'contact' | 'settings' | 'auth' | 'forgot-password' | 'reset-password'
  | 'change-info' | 'admin' | 'not-found'
  | 'user' | 'username' | 'friend-requests'
  | 'collection'
  | 'edit-game'
  | 'requests' | 'request-detail';

export interface RouteHandle {
  name: RouteName;
}

const named = (name: RouteName): RouteHandle => ({ name });

/**
 * Every screen loads on demand; a screen module exports `Component` and, when it needs data,
 * a `loader` that starts its Relay query while the chunk renders (render-as-you-fetch).
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    loader: appShellLoader,
    shouldRevalidate: appShellShouldRevalidate,
    // The shell renders only once it knows who is signed in; until then the page is blank.
    hydrateFallbackElement: <></>,
    children: [
      { index: true, handle: named('home'), lazy: () => import('../screens/home/HomeScreen.tsx') },
      { path: 'games', handle: named('games'), lazy: () => import('../screens/games/GamesScreen.tsx') },
      { path: 'collection', handle: named('collection'), lazy: () => import('../screens/collection/CollectionScreen.tsx') },
      // Before games/:id, so "add" is never read as a game id.
      { path: 'games/add', handle: named('add-game'), lazy: () => import('../screens/add-game/AddGameScreen.tsx') },
      { path: 'games/:id', handle: named('game-detail'), lazy: () => import('../screens/game-detail/GameDetailScreen.tsx') },
      { path: 'games/:id/edit', handle: named('edit-game'), lazy: () => import('../screens/edit-game/EditGameScreen.tsx') },
      { path: 'about', handle: named('about'), lazy: () => import('../screens/about/AboutScreen.tsx') },
      { path: 'terms-of-service', handle: named('terms-of-service'), lazy: () => import('../screens/legal/TermsOfServiceScreen.tsx') },
      { path: 'privacy-policy', handle: named('privacy-policy'), lazy: () => import('../screens/legal/PrivacyPolicyScreen.tsx') },
      { path: 'contribution-guide', handle: named('contribution-guide'), lazy: () => import('../screens/contribution-guide/ContributionGuideScreen.tsx') },
      { path: 'contact', handle: named('contact'), lazy: () => import('../screens/contact/ContactScreen.tsx') },
      { path: 'settings', handle: named('settings'), lazy: () => import('../screens/settings/SettingsScreen.tsx') },
      { path: 'auth', handle: named('auth'), lazy: () => import('../screens/auth/AuthScreen.tsx') },
      { path: 'forgot-password', handle: named('forgot-password'), lazy: () => import('../screens/forgot-password/ForgotPasswordScreen.tsx') },
      { path: 'reset-password', handle: named('reset-password'), lazy: () => import('../screens/reset-password/ResetPasswordScreen.tsx') },
      { path: 'change-info', handle: named('change-info'), lazy: () => import('../screens/change-info/ChangeInfoScreen.tsx') },
      { path: 'api', handle: named('api'), lazy: () => import('../screens/api/ApiScreen.tsx') },
      { path: 'admin', handle: named('admin'), lazy: () => import('../screens/admin/AdminScreen.tsx') },
      { path: 'user', handle: named('user'), lazy: () => import('../screens/profile/ProfileScreen.tsx') },
      { path: 'user/:username', handle: named('username'), lazy: () => import('../screens/profile/ProfileScreen.tsx') },
      { path: 'friend-requests', handle: named('friend-requests'), lazy: () => import('../screens/friend-requests/FriendRequestsScreen.tsx') },
      { path: 'requests', handle: named('requests'), lazy: () => import('../screens/requests/RequestsScreen.tsx') },
      { path: 'request/:id', handle: named('request-detail'), lazy: () => import('../screens/request-detail/RequestDetailScreen.tsx') },
      { path: '*', handle: named('not-found'), lazy: () => import('../screens/not-found/NotFoundScreen.tsx') },
    ],
  },
];

/** Paths of the registered routes without parameters, by route name: links derive from the table. */
export const ROUTE_PATHS: Partial<Record<string, string>> = Object.fromEntries(
  routes[0]!.children!.flatMap((route) => {
    const name = (route.handle as RouteHandle | undefined)?.name;
    if (!name || route.path?.includes(':') || route.path === '*') return [];
    return [[name, route.index ? '/' : `/${route.path}`]];
  }),
);
