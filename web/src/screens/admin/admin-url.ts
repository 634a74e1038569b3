import { LIMITS } from '@rules';

/** The sections of /admin; later tools add theirs here and a tab in AdminTabs. */
export const ADMIN_TABS = ['users', 'outbox'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** `?tab=`; anything unknown (an old bookmark, a typo) opens the first section. */
export function adminTabFromUrl(url: URL): AdminTab {
  const tab = url.searchParams.get('tab');
  return ADMIN_TABS.find((known) => known === tab) ?? 'users';
}

/** `?q=` of the users section; blank means every account. Trimmed to what the API accepts. */
export function userSearchFromUrl(url: URL): string | null {
  const term = url.searchParams.get('q')?.trim().slice(0, LIMITS.searchQueryMax);
  return term || null;
}

/** The address of a section (and of a users search), so each view can be shared and reloaded. */
export function adminPath(tab: AdminTab, search?: string | null): string {
  const params = new URLSearchParams({ tab });
  if (tab === 'users' && search) params.set('q', search);
  return `/admin?${params}`;
}
