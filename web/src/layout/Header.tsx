import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { navigationLinks } from '../routes/navigation.ts';
import { ThemePicker } from './ThemePicker.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

/** The site header; `accountMenu` is the shell's, which waits for the viewer in its own place. */
export function Header({ accountMenu }: { accountMenu: ReactNode }) {
  const { t, i18n } = useLingui();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // On narrow screens the menu is a disclosure; close it once a link has taken the user somewhere.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const header = useStickyHeaderHeight();
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };
  return (
    <header className="site-header" ref={header}>
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>Cartridge Vault</span>
      </Link>
      <details className="nav-menu" ref={menu} onKeyDown={onKeyDown}>
        <summary>
          <Trans>Menu</Trans>
        </summary>
        <nav aria-label={t`Main navigation`}>
          <ul>
            {navigationLinks().map((entry) => (
              <li key={entry.name}>
                <NavLink to={entry.path} end={entry.path === '/'}>
                  {i18n._(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </details>
      <div className="header-tools">
        <ThemePicker />
        <LanguagePicker />
        {accountMenu}
      </div>
    </header>
  );
}

/**
 * Keeps --site-header-height on <html> current, for the scroll padding that stops focus from
 * landing under the sticky header (base.css); the header's height changes as its tools wrap.
 */
function useStickyHeaderHeight() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--site-header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-header-height');
    };
  }, []);
  return header;
}
