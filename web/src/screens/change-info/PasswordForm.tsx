import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { LIMITS } from '#shared/rules';
import { ACCOUNT_LIMITS } from '#shared/account-rules';
import { changePasswordInput } from '#shared/account-input';
import type { PasswordForm_user$key } from '../../__generated__/PasswordForm_user.graphql.ts';
import { TextField } from '../../forms/TextField.tsx';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { SuccessStatus } from '../../forms/SuccessStatus.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useChangePassword } from './useChangePassword.ts';

const fragment = graphql`
  fragment PasswordForm_user on User {
    username
    email
  }
`;

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

export function PasswordForm({ user }: { user: PasswordForm_user$key }) {
  const { username, email } = useFragment(fragment, user);
  const { changePassword, isInFlight } = useChangePassword();
  const { values, update, problems, alert, done, onSubmit } = useFormSubmit({
    initial: EMPTY,
    schema: changePasswordInput,
    send: changePassword,
    clearOnDone: true,
  });
  const passwordMin = LIMITS.passwordMin;
  return (
    <form className="change-info-form" noValidate onSubmit={onSubmit}>
      {/* Tells password managers which account's saved password to replace. */}
      <input type="text" hidden readOnly autoComplete="username" value={email ?? username} />
      <TextField
        form="password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={ACCOUNT_LIMITS.passwordMax}
        label={<Trans>Current password</Trans>}
        value={values.currentPassword}
        onChange={update('currentPassword')}
        problem={problems.currentPassword}
      />
      <TextField
        form="password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={ACCOUNT_LIMITS.passwordMax}
        label={<Trans>New password</Trans>}
        hint={<Trans>At least {passwordMin} characters, different from the current one.</Trans>}
        value={values.newPassword}
        onChange={update('newPassword')}
        problem={problems.newPassword}
      />
      <TextField
        form="password"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={ACCOUNT_LIMITS.passwordMax}
        label={<Trans>Confirm new password</Trans>}
        value={values.confirmation}
        onChange={update('confirmation')}
        problem={problems.confirmation}
      />
      <SuccessStatus>
        {done && (
          <>
            <p>
              <Trans>Your password has been changed.</Trans>
            </p>
            <p>
              <Trans>Your other sessions were logged out.</Trans>
            </p>
          </>
        )}
      </SuccessStatus>
      <FormAlertMessage alert={alert} refused={<Trans>Failed to change password. Please try again.</Trans>} />
      <p>
        <button type="submit" className="button primary" disabled={isInFlight}>
          {isInFlight ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
        </button>
      </p>
    </form>
  );
}
