import { Link } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { requestPasswordResetInput } from '#shared/account-input';
import { AccountForm } from '../../forms/AccountForm.tsx';
import { SuccessStatus } from '../../forms/SuccessStatus.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useRequestPasswordReset } from './useRequestPasswordReset.ts';
import './forgot-password.css';

/** /forgot-password: mails a reset link. The answer never reveals whether the address has an account. */
export function Component() {
  const { requestPasswordReset, isInFlight } = useRequestPasswordReset();
  const { values, update, problems, alert, done, onSubmit } = useFormSubmit({
    initial: { email: '' },
    schema: requestPasswordResetInput,
    send: requestPasswordReset,
  });
  const validMinutes = done?.data.validMinutes;

  return (
    <article className="forgot-password">
      <h1>
        <Trans>Forgot password</Trans>
      </h1>
      <p>
        <Trans>Enter the email address of your account and we will send you a link to choose a new password.</Trans>
      </p>
      <SuccessStatus>
        {validMinutes !== undefined && (
          <p>
            <Trans>
              If an account uses this address, we have sent it a link to reset the password. The link works for{' '}
              <Plural value={validMinutes} one="# minute" other="# minutes" />.
            </Trans>
          </p>
        )}
      </SuccessStatus>
      <div className="card">
        <AccountForm alert={alert} onSubmit={onSubmit}>
          <TextField
            form="forgot"
            name="email"
            type="email"
            label={<Trans>Email</Trans>}
            autoComplete="email"
            required
            value={values.email}
            onChange={update('email')}
            problem={problems.email}
          />
          <p className="account-actions">
            <button type="submit" className="button primary" disabled={isInFlight}>
              {isInFlight ? <Trans>Sending…</Trans> : <Trans>Send reset link</Trans>}
            </button>
            <Link to="/auth">
              <Trans>Back to log in</Trans>
            </Link>
          </p>
        </AccountForm>
      </div>
    </article>
  );
}
