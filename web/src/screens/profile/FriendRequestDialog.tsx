import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '#shared/rules';
import { friendRequestInput } from '#shared/profile-rules';
import { Dialog, useDialog } from '../../layout/Dialog.tsx';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { useProblemText } from '../../forms/problem-text.ts';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useSendFriendRequest } from './useSendFriendRequest.ts';

const FORM = 'friend-request';

/** The "add friend" button and its dialog: an optional message with a live character counter. */
export function FriendRequestDialog({ userId, name, onSent }: { userId: string; name: string; onSent(): void }) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const dialog = useDialog();
  const sendFriendRequest = useSendFriendRequest();
  const form = useFormSubmit({
    initial: { message: '' },
    schema: friendRequestInput,
    send: (values) => sendFriendRequest(userId, values.message),
    onDone: () => {
      dialog.close();
      form.reset();
      onSent();
    },
  });
  const length = form.values.message.length;
  const max = LIMITS.friendMessageMax;
  const problem = form.problems.message;
  return (
    <>
      <button type="button" className="button primary" onClick={dialog.open}>
        <Trans>Add friend</Trans>
      </button>
      <Dialog control={dialog} title={<Trans>Send a friend request to {name}</Trans>} onClose={form.reset}>
        <form onSubmit={form.onSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${FORM}-message`}>
              <Trans>Message (optional)</Trans>
            </label>
            <textarea
              id={`${FORM}-message`}
              name="message"
              rows={4}
              value={form.values.message}
              onChange={(event) => form.update('message')(event.target.value)}
              aria-describedby={`${FORM}-counter${problem ? ` ${FORM}-message-error` : ''}`}
              aria-invalid={problem ? true : undefined}
            />
            <p
              id={`${FORM}-counter`}
              className={`field-hint ${length > max ? 'field-error' : 'muted'}`}
              aria-live="polite"
            >
              {t`${length} / ${max} characters`}
            </p>
            {problem && (
              <p id={`${FORM}-message-error`} className="field-error" role="alert">
                {problemText(problem)}
              </p>
            )}
          </div>
          <FormAlertMessage alert={form.alert} />
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => dialog.close()}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button primary">
              <Trans>Send request</Trans>
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
