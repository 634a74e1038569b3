import type { RouteObject } from 'react-router';
import {
  AppShell,
  loader as appShellLoader,
  shouldRevalidate as appShellShouldRevalidate,
} from '../layout/AppShell.tsx';
import { RouteError } from '../layout/RouteError.tsx';
import { ROUTE_PATHS, type RouteHandle, type RouteName } from './route-names.ts';

/** A child route whose path comes from the path table and whose handle names it. */
function screen(name: RouteName, lazy: RouteObject['lazy']): RouteObject {
  const path = ROUTE_PATHS[name];
  const handle: RouteHandle = { name };
  return path === '/' ? { index: true, handle, lazy } : { path, handle, lazy };
}

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
    children: [
      screen('home', () => import('../screens/home/HomeScreen.tsx')),
      screen('games', () => import('../screens/games/GamesScreen.tsx')),
      screen('collection', () => import('../screens/collection/CollectionScreen.tsx')),
      // Before games/:id, so "add" is never read as a game id.
      screen('add-game', () => import('../screens/add-game/AddGameScreen.tsx')),
      screen('game-detail', () => import('../screens/game-detail/GameDetailScreen.tsx')),
      screen('edit-game', () => import('../screens/edit-game/EditGameScreen.tsx')),
      screen('game-history', () => import('../screens/game-history/GameHistoryScreen.tsx')),
      screen('about', () => import('../screens/about/AboutScreen.tsx')),
      screen('minigames', () => import('../screens/minigames/MinigamesScreen.tsx')),
      screen('cardbattle', () => import('../screens/minigames/cardbattle/CardBattleScreen.tsx')),
      screen('pong', () => import('../screens/minigames/pong/PongScreen.tsx')),
      screen('terms-of-service', () => import('../screens/legal/TermsOfServiceScreen.tsx')),
      screen('privacy-policy', () => import('../screens/legal/PrivacyPolicyScreen.tsx')),
      screen('contribution-guide', () => import('../screens/contribution-guide/ContributionGuideScreen.tsx')),
      screen('contact', () => import('../screens/contact/ContactScreen.tsx')),
      screen('settings', () => import('../screens/settings/SettingsScreen.tsx')),
      screen('auth', () => import('../screens/auth/AuthScreen.tsx')),
      screen('forgot-password', () => import('../screens/forgot-password/ForgotPasswordScreen.tsx')),
      screen('reset-password', () => import('../screens/reset-password/ResetPasswordScreen.tsx')),
      screen('verify-email', () => import('../screens/verify-email/VerifyEmailScreen.tsx')),
      screen('change-info', () => import('../screens/change-info/ChangeInfoScreen.tsx')),
      screen('api', () => import('../screens/api/ApiScreen.tsx')),
      screen('admin', () => import('../screens/admin/AdminScreen.tsx')),
      screen('user', () => import('../screens/profile/ProfileScreen.tsx')),
      screen('username', () => import('../screens/profile/ProfileScreen.tsx')),
      screen('friend-requests', () => import('../screens/friend-requests/FriendRequestsScreen.tsx')),
      screen('requests', () => import('../screens/requests/RequestsScreen.tsx')),
      screen('request-detail', () => import('../screens/request-detail/RequestDetailScreen.tsx')),
      screen('dev-talk', () => import('../screens/dev-talk/DevTalkScreen.tsx')),
      // Before dev-talk/:slug, so "new" is never read as a post (no post gets that slug either).
      screen('dev-talk-new', () => import('../screens/dev-talk/DevTalkNewScreen.tsx')),
      screen('dev-talk-post', () => import('../screens/dev-talk/DevTalkPostScreen.tsx')),
      screen('dev-talk-edit', () => import('../screens/dev-talk/DevTalkEditScreen.tsx')),
      screen('not-found', () => import('../screens/not-found/NotFoundScreen.tsx')),
    ],
  },
];
