import { Trans } from '@lingui/react/macro';
import { LIMITS } from '#shared/rules';
import { ACCOUNT_LIMITS } from '#shared/account-rules';
import { resetPasswordInput } from '#shared/account-input';
import { AccountForm } from '../../forms/AccountForm.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useResetPassword } from './useResetPassword.ts';

export function ResetPasswordForm({
  token,
  securityQuestion,
  onReset,
  onLinkInvalid,
}: {
  token: string;
  /** The account's own question; when set, its answer is asked first. */
  securityQuestion: string | null;
  onReset(): void;
  onLinkInvalid(): void;
}) {
  const { resetPassword, isInFlight } = useResetPassword();
  const { values, update, problems, alert, onSubmit } = useFormSubmit({
    initial: { securityAnswer: '', password: '', passwordConfirmation: '' },
    schema: resetPasswordInput,
    input: (entered) => ({
      token,
      password: entered.password,
      passwordConfirmation: entered.passwordConfirmation,
      securityAnswer: securityQuestion === null ? undefined : entered.securityAnswer,
    }),
    send: resetPassword,
    onDone: onReset,
    onRefused: (refusals) => {
      // The link died since the page loaded (used in another tab, or expired).
      const linkDied = refusals.some((problem) => problem.code === 'invalidToken');
      if (linkDied) onLinkInvalid();
      return linkDied;
    },
  });
  const passwordMin = LIMITS.passwordMin;

  return (
    <div className="card">
      <AccountForm alert={alert} onSubmit={onSubmit}>
        {securityQuestion !== null && (
          <TextField
            form="reset"
            name="securityAnswer"
            label={securityQuestion}
            autoComplete="off"
            required
            maxLength={ACCOUNT_LIMITS.securityAnswerMax}
            value={values.securityAnswer}
            onChange={update('securityAnswer')}
            problem={problems.securityAnswer}
            hint={<Trans>The answer to your security question.</Trans>}
          />
        )}
        <TextField
          form="reset"
          name="password"
          type="password"
          label={<Trans>New password</Trans>}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={update('password')}
          problem={problems.password}
          hint={<Trans>At least {passwordMin} characters.</Trans>}
        />
        <TextField
          form="reset"
          name="passwordConfirmation"
          type="password"
          label={<Trans>Confirm new password</Trans>}
          autoComplete="new-password"
          required
          value={values.passwordConfirmation}
          onChange={update('passwordConfirmation')}
          problem={problems.passwordConfirmation}
        />
        <p className="account-actions">
          <button type="submit" className="button primary" disabled={isInFlight}>
            {isInFlight ? <Trans>Saving…</Trans> : <Trans>Set new password</Trans>}
          </button>
        </p>
      </AccountForm>
    </div>
  );
}
