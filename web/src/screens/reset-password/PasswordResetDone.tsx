import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

export function PasswordResetDone() {
  return (
    <div className="card reset-password-message">
      <p role="status" className="notice success">
        <Trans>Your password has been reset. You can now log in.</Trans>
      </p>
      <p>
        <Link className="button primary" to="/auth">
          <Trans>Log in</Trans>
        </Link>
      </p>
    </div>
  );
}
