import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import type { FormAlert } from '../../forms/useFormSubmit.ts';
import { useViewer } from '../../viewer/useViewer.ts';
import { VerifyEmailNotice } from '../../viewer/VerifyEmailNotice.tsx';
import { useVerifyEmail } from './useVerifyEmail.ts';

/**
 * /verify-email?token=…, the link mailed at sign-up. Confirming takes a press of the button, not
 * the page load: a mail scanner that fetches the link does not spend it.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const viewer = useViewer();
  const { verifyEmail, isInFlight } = useVerifyEmail();
  const [state, setState] = useState<'ready' | 'done'>('ready');
  const [alert, setAlert] = useState<FormAlert | null>(null);

  const confirm = async () => {
    setAlert(null);
    const outcome = await verifyEmail(token);
    if (outcome.kind === 'done') setState('done');
    else
      setAlert(outcome.kind === 'invalid' ? { kind: 'problems', problems: outcome.problems, refused: false } : outcome);
  };

  return (
    <article className="verify-email">
      <h1>
        <Trans>Confirm your email address</Trans>
      </h1>
      {state === 'done' ? (
        <>
          <p role="status">
            <Trans>Your email address is confirmed. You can now vote, comment and submit requests.</Trans>
          </p>
          <p>
            <Link to="/requests">
              <Trans>See the community requests</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            <Trans>Confirm that this address is yours to vote, comment and submit requests.</Trans>
          </p>
          <p>
            <button
              type="button"
              className="button primary"
              disabled={isInFlight || !token}
              onClick={() => void confirm()}
            >
              <Trans>Confirm email address</Trans>
            </button>
          </p>
          <FormAlertMessage alert={alert} />
          {alert && viewer?.emailVerified === false && (
            <VerifyEmailNotice>
              <Trans>Your address is not confirmed yet.</Trans>
            </VerifyEmailNotice>
          )}
        </>
      )}
    </article>
  );
}
