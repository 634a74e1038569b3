import type { ReactNode } from 'react';
import { useOnline } from './online-status.ts';

/**
 * An action that only the server can carry out (a vote, a moderator's decision, a sign-up), while
 * offline: its controls are disabled and this says why, instead of a request that fails.
 * `children` renders the controls, told whether they can work now.
 */
export function NeedsNetwork({ notice, children }: { notice: ReactNode; children(offline: boolean): ReactNode }) {
  const online = useOnline();
  return (
    <>
      {!online && <p className="notice offline-notice">{notice}</p>}
      {children(!online)}
    </>
  );
}
