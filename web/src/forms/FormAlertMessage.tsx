import type { ReactNode } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { useProblemText } from './problem-text.ts';
import { retryMinutes } from './retry-minutes.ts';
import type { FormAlert } from './useFormSubmit.ts';
import { useOnline } from '../offline/online-status.ts';
import './form-feedback.css';

interface FormAlertMessageProps {
  alert: FormAlert | null;
  /** The form's own "Failed to … Please try again.", said first when the server refused the input. */
  refused?: ReactNode;
  /** The form's own words for the wait, where "Too many attempts" would be vaguer than it can be. */
  rateLimited?(minutes: number): ReactNode;
}

/** Why a submit did not go through, where no single field says it; announced as soon as it appears. */
export function FormAlertMessage({ alert, refused, rateLimited }: FormAlertMessageProps) {
  const problemText = useProblemText();
  const online = useOnline();
  if (!alert) return null;
  let lines: ReactNode[];
  if (alert.kind === 'rateLimited') {
    const minutes = retryMinutes(alert.seconds);
    lines = [
      rateLimited ? (
        rateLimited(minutes)
      ) : (
        <Trans>
          Too many attempts. Try again in <Plural value={minutes} one="# minute" other="# minutes" />.
        </Trans>
      ),
    ];
  } else if (alert.kind === 'failed') {
    // Sent while offline, the request never reached the server: say that, not "unexpected".
    lines = [
      online ? (
        <Trans>An unexpected error occurred. Please try again.</Trans>
      ) : (
        <Trans>You are offline: this needs the network. Try again once you are back online.</Trans>
      ),
    ];
  } else {
    lines = [...(alert.refused && refused ? [refused] : []), ...alert.problems.map((problem) => problemText(problem))];
  }
  if (lines.length === 0) return null;
  return (
    <div className="notice error form-alert" role="alert">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
