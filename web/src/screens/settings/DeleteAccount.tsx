import { useNavigate } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { deleteAccountInput } from '#shared/account-input';
import { Dialog, useDialog } from '../../layout/Dialog.tsx';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useDeleteAccount } from './useDeleteAccount.ts';

const FORM = 'delete-account';

/** Spec section 4: deletion is instant and irreversible, so it asks for the password in a dialog. */
export function DeleteAccount() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { deleteAccount, isInFlight } = useDeleteAccount();
  const dialog = useDialog();
  const { values, update, problems, alert, onSubmit, reset } = useFormSubmit({
    initial: { password: '' },
    schema: deleteAccountInput,
    send: ({ password }) => deleteAccount(password),
    // The store already says nobody is signed in; home is the one page certain to work for a visitor.
    onDone: () => void navigate('/', { replace: true }),
  });

  return (
    <div className="delete-account">
      <h3 id="settings-delete-account">
        <Trans>Delete account</Trans>
      </h3>
      <p className="settings-hint muted">
        <Trans>Deleting your account is instant and cannot be undone.</Trans>
      </p>
      <button type="button" className="danger" onClick={dialog.open}>
        <Trans>Delete account</Trans>
      </button>

      <Dialog
        control={dialog}
        title={<Trans>Delete your account?</Trans>}
        description={
          <>
            <p>
              <Trans>Deletion is instant and irreversible.</Trans>
            </p>
            <p>
              <Trans>
                Your collection, votes, friendships and sessions are removed. Requests and comments you submitted stay,
                attributed to a deleted user.
              </Trans>
            </p>
          </>
        }
        persistent={isInFlight}
        // Closing by Cancel or Escape forgets what was typed.
        onClose={reset}
      >
        <form noValidate onSubmit={onSubmit}>
          <TextField
            form={FORM}
            name="password"
            type="password"
            autoComplete="current-password"
            label={<Trans>Password</Trans>}
            hint={<Trans>Enter your password to confirm.</Trans>}
            value={values.password}
            onChange={update('password')}
            problem={problems.password}
          />
          <FormAlertMessage
            alert={alert}
            rateLimited={(minutes) => (
              <Plural
                value={minutes}
                one="Too many wrong passwords. Try again in # minute."
                other="Too many wrong passwords. Try again in # minutes."
              />
            )}
          />
          <div className="dialog-actions">
            <button type="button" onClick={dialog.close} disabled={isInFlight}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="danger" aria-busy={isInFlight || undefined}>
              {isInFlight ? t`Deleting…` : t`Delete my account for good`}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
