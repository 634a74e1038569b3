import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { FormAlertMessage } from '../forms/FormAlertMessage.tsx';
import type { FormAlert } from '../forms/useFormSubmit.ts';
import { useResendVerificationEmail } from './useResendVerificationEmail.ts';

/**
 * What a member who has not confirmed their email address sees where voting, commenting or
 * submitting a request would be, instead of a bare refusal: why, and a way to get a new link.
 */
export function VerifyEmailNotice({ children }: { children: ReactNode }) {
  const { resend, isInFlight } = useResendVerificationEmail();
  const [sentForHours, setSentForHours] = useState<number | null>(null);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const onResend = async () => {
    setAlert(null);
    const outcome = await resend();
    if (outcome.kind === 'done') setSentForHours(outcome.data.validHours);
    else
      setAlert(outcome.kind === 'invalid' ? { kind: 'problems', problems: outcome.problems, refused: false } : outcome);
  };
  return (
    <div className="notice verify-email-notice">
      <p>{children}</p>
      <p>
        <Trans>We mailed you a link when you signed up: open it to confirm your address.</Trans>
      </p>
      <p>
        <button type="button" className="button" disabled={isInFlight} onClick={() => void onResend()}>
          <Trans>Resend verification email</Trans>
        </button>
      </p>
      {sentForHours !== null && (
        <p role="status">
          <Trans>A new link is on its way. It works for {sentForHours} hours.</Trans>
        </p>
      )}
      <FormAlertMessage alert={alert} />
    </div>
  );
}
