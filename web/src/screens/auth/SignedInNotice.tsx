import { useState } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { useViewer_user$data } from '../../__generated__/useViewer_user.graphql.ts';
import { useLogOut } from '../../layout/useLogOut.ts';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import type { FormAlert } from '../../forms/useFormSubmit.ts';
import '../../forms/account-form.css';

/** Someone already signed in reached the login screen: say as whom, and offer both ways on. */
export function SignedInNotice({ viewer, next }: { viewer: useViewer_user$data; next: string }) {
  const { logOut, isInFlight } = useLogOut();
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const name = viewer.displayName ?? viewer.username;

  const onLogOut = async () => {
    const outcome = await logOut();
    // On success the viewer is gone and the screen shows the login form in place of this.
    if (outcome.kind !== 'done') setAlert({ kind: 'failed' });
  };

  return (
    <div className="auth-signed-in card">
      <p role="status">
        <Trans>
          You are logged in as <strong>{name}</strong>.
        </Trans>
      </p>
      <FormAlertMessage alert={alert} />
      <p className="account-actions">
        <Link className="button primary" to={next}>
          <Trans>Continue</Trans>
        </Link>
        <button type="button" className="button" disabled={isInFlight} onClick={() => void onLogOut()}>
          <Trans>Log out</Trans>
        </button>
      </p>
    </div>
  );
}
