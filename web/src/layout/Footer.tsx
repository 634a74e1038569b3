import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { COPYRIGHT_FIRST_YEAR } from './copyright.ts';
import { footerMainLinks, footerSecondaryLinks } from '../routes/navigation.ts';

export function Footer() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const years = year > COPYRIGHT_FIRST_YEAR ? `${COPYRIGHT_FIRST_YEAR}–${year}` : String(COPYRIGHT_FIRST_YEAR);
  return (
    <footer className="site-footer">
      <nav aria-label={t`Footer main links`}>
        <ul>
          {footerMainLinks().map((entry) => (
            <li key={entry.name}>
              <Link to={entry.path}>{i18n._(entry.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t`Footer secondary links`}>
        <ul className="secondary">
          {footerSecondaryLinks().map((entry) => (
            <li key={entry.name}>
              <Link to={entry.path}>{i18n._(entry.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="copyright">
        <Trans>© {years} Cartridge Vault. A personal project.</Trans>
      </p>
    </footer>
  );
}
