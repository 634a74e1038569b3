import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { LIMITS } from '#shared/rules';
import { ACCOUNT_LIMITS } from '#shared/account-rules';
import { changeNameInput } from '#shared/account-input';
import type { NameForm_user$key } from '../../__generated__/NameForm_user.graphql.ts';
import { TextField } from '../../forms/TextField.tsx';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { SuccessStatus } from '../../forms/SuccessStatus.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useChangeName } from './useChangeName.ts';

const fragment = graphql`
  fragment NameForm_user on User {
    username
    displayName
  }
`;

const EMPTY = { username: '', displayName: '', password: '' };

export function NameForm({ user }: { user: NameForm_user$key }) {
  const { username, displayName } = useFragment(fragment, user);
  const { changeName, isInFlight } = useChangeName();
  const { values, update, problems, alert, done, onSubmit } = useFormSubmit({
    initial: EMPTY,
    schema: changeNameInput,
    send: changeName,
    clearOnDone: true,
  });
  const usernameMin = LIMITS.usernameMin;
  const usernameMax = LIMITS.usernameMax;
  const displayNameMax = LIMITS.displayNameMax;
  return (
    <>
      <dl className="change-info-current">
        <dt>
          <Trans>Current username</Trans>
        </dt>
        <dd>{username}</dd>
        <dt>
          <Trans>Current display name</Trans>
        </dt>
        <dd>
          {displayName ?? (
            <span className="muted">
              <Trans>None</Trans>
            </span>
          )}
        </dd>
      </dl>
      <form className="change-info-form" noValidate onSubmit={onSubmit}>
        <p className="muted">
          <Trans>Fill in the name you want to change; leave the other one blank to keep it.</Trans>
        </p>
        <TextField
          form="name"
          name="username"
          autoComplete="username"
          maxLength={usernameMax}
          label={<Trans>New username</Trans>}
          hint={
            <Trans>
              {usernameMin}–{usernameMax} letters, digits or underscores.
            </Trans>
          }
          value={values.username}
          onChange={update('username')}
          problem={problems.username}
        />
        <TextField
          form="name"
          name="displayName"
          autoComplete="nickname"
          maxLength={displayNameMax}
          label={<Trans>New display name</Trans>}
          hint={<Trans>Up to {displayNameMax} letters, digits, underscores or spaces.</Trans>}
          value={values.displayName}
          onChange={update('displayName')}
          problem={problems.displayName}
        />
        <TextField
          form="name"
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
              <Trans>Your name has been changed.</Trans>
            </p>
          )}
        </SuccessStatus>
        <FormAlertMessage alert={alert} refused={<Trans>Failed to change name. Please try again.</Trans>} />
        <p>
          <button type="submit" className="button primary" disabled={isInFlight}>
            {isInFlight ? <Trans>Saving…</Trans> : <Trans>Change name</Trans>}
          </button>
        </p>
      </form>
    </>
  );
}
