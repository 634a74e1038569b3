import { NavLink, Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { navigationLinks } from '../routes/navigation.ts';
import { ThemePicker } from './ThemePicker.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

export function Header() {
  const { t, i18n } = useLingui();
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>Cartridge Vault</span>
      </Link>
      <details className="nav-menu">
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
      </div>
    </header>
  );
}
