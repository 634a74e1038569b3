import type { MessageDescriptor } from '@lingui/core';
import { PAGE_TITLES } from '#shared/page-texts';
import type { RouteName } from './route-names.ts';

/**
 * Page titles by route; null where the screen names itself from its data (a game's title). The
 * texts are shared with the server, which writes them into each page's HTML.
 */
export const ROUTE_TITLES: Record<RouteName, MessageDescriptor | null> = PAGE_TITLES;
