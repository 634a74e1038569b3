import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { loginPath } from './next-path.ts';
import { useViewer } from './useViewer.ts';

/** Why the page needs a signed-in user; each reason is one of the spec's prompts. */
export type LoginReason = 'contribute' | 'requests' | 'comment';

/** The spec's login prompt, with links that bring the person back here afterwards. */
export function LoginPrompt({ reason = 'contribute' }: { reason?: LoginReason }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <div className="login-prompt card" role="status">
      <p>
        {reason === 'requests' && <Trans>Please sign in to view and vote on community requests</Trans>}
        {reason === 'comment' && <Trans>Please sign in to add a comment</Trans>}
        {reason === 'contribute' && <Trans>Please login to contribute</Trans>}
      </p>
      <p className="login-prompt-actions">
        <Link className="button primary" to={loginPath(here)}>
          <Trans>Log in</Trans>
        </Link>
        <Link className="button" to={loginPath(here, 'signup')}>
          <Trans>Sign up</Trans>
        </Link>
      </p>
    </div>
  );
}

/** Renders `children` for a signed-in user and the login prompt for a visitor. */
export function RequireViewer({ reason, children }: { reason?: LoginReason; children: ReactNode }) {
  return useViewer() ? children : <LoginPrompt reason={reason} />;
}
