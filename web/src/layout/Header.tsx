import { useEffect, useRef } from 'react';
import { NavLink, Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { navigationLinks } from '../routes/navigation.ts';
import { ThemePicker } from './ThemePicker.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { AccountMenu } from './AccountMenu.tsx';

export function Header() {
  const { t, i18n } = useLingui();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // On narrow screens the menu is a disclosure; close it once a link has taken the user somewhere.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>Cartridge Vault</span>
      </Link>
      <details className="nav-menu" ref={menu}>
        <summary><Trans>Menu</Trans></summary>
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
        <AccountMenu />
      </div>
    </header>
  );
}
