import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { logInInput } from '#shared/account-input';
import { AccountForm } from '../../forms/AccountForm.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useLogIn } from './useLogIn.ts';

// The API names the login field, but a wrong password must not say which of the two was wrong.
const FORM_LEVEL_CODES = ['invalidCredentials'];

export function LogInForm({ onLoggedIn }: { onLoggedIn(): void }) {
  const { logIn, isInFlight } = useLogIn();
  const { values, update, problems, alert, onSubmit } = useFormSubmit({
    initial: { login: '', password: '' },
    schema: logInInput,
    send: logIn,
    formLevelCodes: FORM_LEVEL_CODES,
    onDone: onLoggedIn,
  });

  return (
    <AccountForm alert={alert} onSubmit={onSubmit}>
      <TextField
        form="login"
        name="login"
        label={<Trans>Email or username</Trans>}
        autoComplete="username"
        required
        value={values.login}
        onChange={update('login')}
        problem={problems.login}
      />
      <TextField
        form="login"
        name="password"
        type="password"
        label={<Trans>Password</Trans>}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={update('password')}
        problem={problems.password}
      />
      <p className="account-actions">
        <button type="submit" className="button primary" disabled={isInFlight}>
          {isInFlight ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
        <Link to="/forgot-password">
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
    </AccountForm>
  );
}
