import { Trans } from '@lingui/react/macro';
import { Dialog, useDialog } from '../../layout/Dialog.tsx';

/** Unfriending asks first: it cannot be taken back without a new friend request. */
export function UnfriendButton({ name, busy, onConfirm }: { name: string; busy: boolean; onConfirm(): void }) {
  const dialog = useDialog();
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={dialog.open}>
        <Trans>Unfriend</Trans>
      </button>
      <Dialog
        control={dialog}
        title={<Trans>Remove {name} from your friends?</Trans>}
        description={
          <p>
            <Trans>
              To be friends again, one of you has to send a new friend request. Sections {name} shows only to friends
              close to you.
            </Trans>
          </p>
        }
        persistent={busy}
      >
        <div className="dialog-actions">
          <button type="button" className="button" onClick={dialog.close}>
            <Trans>Keep as friend</Trans>
          </button>
          <button
            type="button"
            className="button danger"
            disabled={busy}
            onClick={() => {
              dialog.close();
              onConfirm();
            }}
          >
            <Trans>Unfriend</Trans>
          </button>
        </div>
      </Dialog>
    </>
  );
}
