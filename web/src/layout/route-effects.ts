import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { STORAGE_KEYS } from '../preferences/preference-values.ts';
import type { RouteHandle, RouteName } from '../routes/route-names.ts';

/** The name of the deepest matched route that has one. */
export function useRouteName(): RouteName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return 'not-found';
}

let serverSiteOrigin = '';
/** A server render's origin (it has no document to read it from): SITE_ORIGIN, set by entry-server. */
export function setServerSiteOrigin(origin: string): void {
  serverSiteOrigin = origin.replace(/\/$/, '');
}

/** The fixed public origin, injected by the server into index.html (SITE_ORIGIN). */
export function siteOrigin(): string {
  if (typeof document === 'undefined') return serverSiteOrigin;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="site-origin"]')?.content;
  return meta && /^https?:\/\//.test(meta) ? meta.replace(/\/$/, '') : location.origin;
}

/** Spec section 2: after every navigation store the route name and point the canonical link. */
export function useRouteEffects(name: RouteName): void {
  const { pathname } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEYS.activePage, name);
    } catch {
      // Storage may be unavailable; the page works without it.
    }
    let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = `${siteOrigin()}${pathname}`;
  }, [name, pathname]);
}
