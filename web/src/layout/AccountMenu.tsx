import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { useViewer_user$data } from '../__generated__/useViewer_user.graphql.ts';
import { useViewer } from '../viewer/useViewer.ts';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { loginPath } from '../viewer/next-path.ts';
import { isStaff } from '../screens/admin/admin-url.ts';
import { useAccountLocaleSync } from '../viewer/useAccountLocaleSync.ts';
import { useLogOut } from './useLogOut.ts';
import './account-menu.css';

// Coming back to these after logging in makes no sense: /auth is already the login screen, and
// a reset link is spent once used.
const ACCOUNT_SCREENS = ['/auth', '/forgot-password', '/reset-password'];

/** The header's way in for a visitor, and the signed-in person's own menu. */
export function AccountMenu() {
  const viewer = useViewer();
  const { pathname, search } = useLocation();
  // The header is on every page: the one place that sees each sign-in and each language change.
  useAccountLocaleSync(viewer);
  if (viewer) return <SignedInMenu viewer={viewer} />;
  const to = ACCOUNT_SCREENS.includes(pathname) ? '/auth' : loginPath(`${pathname}${search}`);
  return (
    <Link className="button account-login" to={to}>
      <Trans>Log in</Trans>
    </Link>
  );
}

function SignedInMenu({ viewer }: { viewer: useViewer_user$data }) {
  const { t } = useLingui();
  const menu = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const { logOut, isInFlight } = useLogOut();
  const [failed, setFailed] = useState(false);
  // The settings options 'show profile' and 'show friend requests' (saved in this browser).
  const { gameDefaults } = usePreferences();
  const name = viewer.displayName ?? viewer.username;
  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  useEffect(() => {
    // A click anywhere else closes the menu, as the other menus on the web do.
    const onPointerDown = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  // Opens under the name, leftwards when there is no room to the right (the tools wrap on phones).
  const onToggle = () => {
    if (!menu.current?.open || !panel.current) return;
    panel.current.dataset.align = 'start';
    if (panel.current.getBoundingClientRect().right > document.documentElement.clientWidth)
      panel.current.dataset.align = 'end';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    close();
    menu.current.querySelector('summary')?.focus();
  };
  // Tabbing past the last entry leaves the menu; it should not stay open behind the focus. No
  // relatedTarget is a click (Safari does not focus buttons on click): pointerdown handles those.
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) close();
  };

  const onLogOut = async () => {
    setFailed(false);
    const outcome = await logOut();
    if (outcome.kind !== 'done') return setFailed(true);
    close();
    void navigate('/');
  };

  return (
    <details className="account-menu" ref={menu} onToggle={onToggle} onKeyDown={onKeyDown} onBlur={onBlur}>
      {/* The name alone would not say what opens; the label keeps it, so voice control still finds it. */}
      <summary aria-label={t`Account menu of ${name}`}>
        <span className="account-menu-name">{name}</span>
      </summary>
      <nav className="account-menu-panel" ref={panel} aria-label={t`Account`}>
        {/* Closed by the chosen link rather than by the route change, which may land after a new opening. */}
        <ul>
          {gameDefaults.showProfile && (
            <li>
              <Link to="/user" onClick={close}>
                <Trans>Profile</Trans>
              </Link>
            </li>
          )}
          {gameDefaults.showFriendRequests && (
            <li>
              <Link to="/friend-requests" onClick={close}>
                <Trans>Friend requests</Trans>
              </Link>
            </li>
          )}
          <li>
            <Link to="/settings" onClick={close}>
              <Trans>Settings</Trans>
            </Link>
          </li>
          {/* Moderators open /admin too (the request feed and the important email). */}
          {isStaff(viewer.role) && (
            <li>
              <Link to="/admin" onClick={close}>
                <Trans>Admin</Trans>
              </Link>
            </li>
          )}
          <li>
            <button type="button" disabled={isInFlight} onClick={() => void onLogOut()}>
              <Trans>Log out</Trans>
            </button>
          </li>
        </ul>
        {failed && (
          <p className="field-error" role="alert">
            <Trans>An unexpected error occurred. Please try again.</Trans>
          </p>
        )}
      </nav>
    </details>
  );
}
