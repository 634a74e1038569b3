import { LIMITS } from '#shared/rules';

/** The sections of /admin; later tools add theirs here and a tab in AdminTabs. */
export const ADMIN_TABS = ['users', 'outbox', 'feed', 'email', 'keys'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Roles that may open /admin at all. */
export type StaffRole = 'ADMIN' | 'MODERATOR';
export const isStaff = (role: string | null | undefined): role is StaffRole => role === 'ADMIN' || role === 'MODERATOR';

/** Moderators watch requests and mail members; accounts and the outbox are administrators' alone. */
export function adminTabsFor(role: StaffRole): readonly AdminTab[] {
  return role === 'ADMIN' ? ADMIN_TABS : ADMIN_TABS.filter((tab) => tab === 'feed' || tab === 'email');
}

/** `?tab=`; anything unknown or not the role's (an old bookmark, a typo) opens the role's first section. */
export function adminTabFromUrl(url: URL, role: StaffRole = 'ADMIN'): AdminTab {
  const tab = url.searchParams.get('tab');
  const allowed = adminTabsFor(role);
  return allowed.find((known) => known === tab) ?? allowed[0]!;
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
