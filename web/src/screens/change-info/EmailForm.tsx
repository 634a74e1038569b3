import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { ACCOUNT_LIMITS } from '#shared/account-rules';
import { changeEmailInput } from '#shared/account-input';
import type { EmailForm_user$key } from '../../__generated__/EmailForm_user.graphql.ts';
import { TextField } from '../../forms/TextField.tsx';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { SuccessStatus } from '../../forms/SuccessStatus.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useChangeEmail } from './useChangeEmail.ts';

const fragment = graphql`
  fragment EmailForm_user on User {
    email
  }
`;

// "Current email" starts blank on purpose: typing it proves the person knows which account this is.
const EMPTY = { currentEmail: '', newEmail: '', password: '' };

export function EmailForm({ user }: { user: EmailForm_user$key }) {
  const { email } = useFragment(fragment, user);
  const { changeEmail, isInFlight } = useChangeEmail();
  const { values, update, problems, alert, done, onSubmit } = useFormSubmit({
    initial: EMPTY,
    schema: changeEmailInput,
    send: changeEmail,
    clearOnDone: true,
  });
  return (
    <>
      {email && (
        <p className="change-info-current">
          <Trans>
            Your current email address is <strong>{email}</strong>.
          </Trans>
        </p>
      )}
      <form className="change-info-form" noValidate onSubmit={onSubmit}>
        <TextField
          form="email"
          name="currentEmail"
          type="email"
          autoComplete="email"
          required
          maxLength={ACCOUNT_LIMITS.emailMax}
          label={<Trans>Current email address</Trans>}
          value={values.currentEmail}
          onChange={update('currentEmail')}
          problem={problems.currentEmail}
        />
        {/* Autofill would offer the current address, which is exactly what this field must not be. */}
        <TextField
          form="email"
          name="newEmail"
          type="email"
          autoComplete="off"
          required
          maxLength={ACCOUNT_LIMITS.emailMax}
          label={<Trans>New email address</Trans>}
          value={values.newEmail}
          onChange={update('newEmail')}
          problem={problems.newEmail}
        />
        <TextField
          form="email"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={ACCOUNT_LIMITS.passwordMax}
          label={<Trans>Password</Trans>}
          value={values.password}
          onChange={update('password')}
          problem={problems.password}
        />
        <SuccessStatus>
          {done && (
            <p>
              <Trans>Your email address has been changed.</Trans>
            </p>
          )}
        </SuccessStatus>
        <FormAlertMessage alert={alert} refused={<Trans>Failed to change email. Please try again.</Trans>} />
        <p>
          <button type="submit" className="button primary" disabled={isInFlight}>
            {isInFlight ? <Trans>Saving…</Trans> : <Trans>Change email address</Trans>}
          </button>
        </p>
      </form>
    </>
  );
}
