import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useViewer } from '../../viewer/useViewer.ts';
import { safeNextPath } from '#shared/next-path';
import { AuthTabs, type AuthMode } from './AuthTabs.tsx';
import { LogInForm } from './LogInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { SignedInNotice } from './SignedInNotice.tsx';
import './auth.css';

/** /auth: log in or sign up (`?mode=signup`), then back to `?next=` (set by the login prompt). */
export function Component() {
  const { t } = useLingui();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';
  const next = safeNextPath(searchParams.get('next'));

  const selectMode = (selected: AuthMode) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (selected === 'signup') params.set('mode', 'signup');
        else params.delete('mode');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const goOn = () => void navigate(next, { replace: true });

  return (
    <article className="auth">
      <h1>
        <Trans>Log in or sign up</Trans>
      </h1>
      {viewer ? (
        <SignedInNotice viewer={viewer} next={next} />
      ) : (
        <AuthTabs
          label={t`Log in or sign up`}
          selected={mode}
          onSelect={selectMode}
          tabs={[
            { mode: 'login', label: <Trans>Log in</Trans>, panel: <LogInForm onLoggedIn={goOn} /> },
            { mode: 'signup', label: <Trans>Sign up</Trans>, panel: <SignUpForm onSignedUp={goOn} /> },
          ]}
        />
      )}
    </article>
  );
}
