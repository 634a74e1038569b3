import { Trans } from '@lingui/react/macro';
import { LIMITS } from '#shared/rules';
import { signUpInput } from '#shared/account-input';
import { AccountForm } from '../../forms/AccountForm.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useSignUp } from './useSignUp.ts';
import { NeedsNetwork } from '../../offline/NeedsNetwork.tsx';

export function SignUpForm({ onSignedUp }: { onSignedUp(): void }) {
  const { signUp, isInFlight } = useSignUp();
  const { values, update, problems, alert, onSubmit } = useFormSubmit({
    initial: { email: '', displayName: '', password: '', passwordConfirmation: '' },
    schema: signUpInput,
    send: signUp,
    onDone: onSignedUp,
  });
  const passwordMin = LIMITS.passwordMin;
  const displayNameMax = LIMITS.displayNameMax;

  return (
    <AccountForm alert={alert} onSubmit={onSubmit}>
      <TextField
        form="signup"
        name="email"
        type="email"
        label={<Trans>Email</Trans>}
        autoComplete="email"
        required
        value={values.email}
        onChange={update('email')}
        problem={problems.email}
      />
      <TextField
        form="signup"
        name="displayName"
        label={<Trans>Display name (optional)</Trans>}
        autoComplete="nickname"
        maxLength={displayNameMax}
        value={values.displayName}
        onChange={update('displayName')}
        problem={problems.displayName}
        hint={<Trans>Shown instead of your username. Your username comes from your email address.</Trans>}
      />
      <TextField
        form="signup"
        name="password"
        type="password"
        label={<Trans>Password</Trans>}
        autoComplete="new-password"
        required
        value={values.password}
        onChange={update('password')}
        problem={problems.password}
        hint={<Trans>At least {passwordMin} characters.</Trans>}
      />
      <TextField
        form="signup"
        name="passwordConfirmation"
        type="password"
        label={<Trans>Confirm password</Trans>}
        autoComplete="new-password"
        required
        value={values.passwordConfirmation}
        onChange={update('passwordConfirmation')}
        problem={problems.passwordConfirmation}
      />
      <NeedsNetwork notice={<Trans>Signing up needs the network: you can sign up once you are back online.</Trans>}>
        {(offline) => (
          <p className="account-actions">
            <button type="submit" className="button primary" disabled={isInFlight || offline}>
              {isInFlight ? <Trans>Signing up…</Trans> : <Trans>Sign up</Trans>}
            </button>
          </p>
        )}
      </NeedsNetwork>
    </AccountForm>
  );
}
