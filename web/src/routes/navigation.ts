import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ROUTE_PATHS } from './routes.tsx';

export interface NavEntry {
  name: string;
  label: MessageDescriptor;
}

// Spec section 2, in its order. Entries whose screen has not been built yet stay hidden until
// their route is registered, so no link leads to a not-found page.
const NAVIGATION: NavEntry[] = [
  { name: 'home', label: msg`Home` },
  { name: 'games', label: msg`Games` },
  { name: 'collection', label: msg`Collection` },
  { name: 'requests', label: msg`Requests` },
  { name: 'settings', label: msg`Settings` },
  { name: 'about', label: msg`About` },
  { name: 'dev-talk', label: msg`Dev Talk` },
  { name: 'contribution-guide', label: msg`Contribution guide` },
  { name: 'privacy-policy', label: msg`Privacy policy` },
  { name: 'terms-of-service', label: msg`Terms of service` },
  { name: 'contact', label: msg`Contact` },
  { name: 'api', label: msg`API` },
];

const FOOTER_MAIN = ['home', 'games', 'collection', 'requests', 'settings'];
const FOOTER_SECONDARY = ['about', 'dev-talk', 'contribution-guide', 'privacy-policy', 'terms-of-service', 'contact', 'api'];

export type LinkEntry = NavEntry & { path: string };

function available(names: readonly string[]): LinkEntry[] {
  return names.flatMap((name) => {
    const entry = NAVIGATION.find((e) => e.name === name);
    const path = ROUTE_PATHS[name];
    return entry && path ? [{ ...entry, path }] : [];
  });
}

export const navigationLinks = () => available(NAVIGATION.map((e) => e.name));
export const footerMainLinks = () => available(FOOTER_MAIN);
export const footerSecondaryLinks = () => available(FOOTER_SECONDARY);
