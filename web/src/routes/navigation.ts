import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ROUTE_PATHS, type RouteName } from './route-names.ts';

export interface NavEntry {
  name: RouteName;
  label: MessageDescriptor;
}

// Spec section 2, in its order.
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

const FOOTER_MAIN: RouteName[] = ['home', 'games', 'collection', 'requests', 'settings'];
const FOOTER_SECONDARY: RouteName[] = [
  'about',
  'dev-talk',
  'contribution-guide',
  'privacy-policy',
  'terms-of-service',
  'contact',
  'api',
];

export type LinkEntry = NavEntry & { path: string };

function links(names: readonly RouteName[]): LinkEntry[] {
  return names.flatMap((name) => {
    const entry = NAVIGATION.find((e) => e.name === name);
    return entry ? [{ ...entry, path: ROUTE_PATHS[name] }] : [];
  });
}

export const navigationLinks = () => links(NAVIGATION.map((e) => e.name));
export const footerMainLinks = () => links(FOOTER_MAIN);
export const footerSecondaryLinks = () => links(FOOTER_SECONDARY);
