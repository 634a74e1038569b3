import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, useDialog } from '../../layout/Dialog.tsx';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { ReasonField } from '../edit-game/ReasonField.tsx';
import { useSubmitDeleteRequest } from './useSubmitDeleteRequest.ts';

const FORM = 'delete-request';

/** "Request deletion": a dialog asking why; the community then votes on removing the game. */
export function DeleteRequestDialog({ gameId, title }: { gameId: string; title: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { submitDeleteRequest, isInFlight } = useSubmitDeleteRequest();
  const dialog = useDialog();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const { values, update, problems, alert, onSubmit, reset } = useFormSubmit({
    initial: { reason: '' },
    // A page that shows a game: zod comes when the form is used (issue 30).
    schema: () => import('#shared/request-input').then((rules) => rules.deleteRequestReason),
    send: ({ reason }) => submitDeleteRequest(gameId, reason),
    onDone: ({ databaseId }) => void navigate(`/request/${databaseId}`),
  });

  const open = () => {
    dialog.open();
    reasonRef.current?.focus();
  };

  return (
    <>
      <button type="button" className="button" onClick={open}>
        <Trans>Request deletion</Trans>
      </button>
      <Dialog
        control={dialog}
        title={<Trans>Request deletion of {title}</Trans>}
        description={
          <p>
            <Trans>
              The game is removed only if the community approves. Say why it should go, for example a duplicate entry or
              a game that does not exist.
            </Trans>
          </p>
        }
        persistent={isInFlight}
        // Closing by Cancel or Escape forgets what was typed.
        onClose={reset}
      >
        <form noValidate onSubmit={onSubmit}>
          <ReasonField
            form={FORM}
            request="delete"
            inputRef={reasonRef}
            label={<Trans>Reason for deletion</Trans>}
            value={values.reason}
            onChange={update('reason')}
            problem={problems.reason}
          />
          <FormAlertMessage alert={alert} />
          <div className="dialog-actions">
            <button type="button" className="button" onClick={dialog.close} disabled={isInFlight}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button danger" aria-busy={isInFlight || undefined}>
              {isInFlight ? t`Sending…` : t`Send delete request`}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
