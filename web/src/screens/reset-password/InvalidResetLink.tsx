import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** A missing, mistyped, used or expired link: say so plainly and offer a new one. */
export function InvalidResetLink() {
  return (
    <div className="card reset-password-message">
      <p role="alert">
        <Trans>This reset link is invalid or has expired. Links work once, for a limited time.</Trans>
      </p>
      <p>
        <Link className="button primary" to="/forgot-password">
          <Trans>Request a new link</Trans>
        </Link>
      </p>
    </div>
  );
}
