import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHANGE_INFO_MODES, MODE_TITLES } from './change-info-mode.ts';

/** Shown when `?mode=` is missing or unknown: one link per form. */
export function ChangeInfoMenu() {
  const { t, i18n } = useLingui();
  return (
    <nav className="change-info-menu" aria-label={t`Account information`}>
      <p>
        <Trans>What would you like to change?</Trans>
      </p>
      <ul>
        {CHANGE_INFO_MODES.map((mode) => (
          <li key={mode}>
            <Link className="button" to={`/change-info?mode=${mode}`}>
              {i18n._(MODE_TITLES[mode])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
