import { useEffect, useState, useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { pageLive, type LiveConnection } from '../relay/live-connection.ts';
import './live-connection-status.css';

/** A blip shorter than this (a socket replaced, a server restarting) is not worth a word. */
export const RECONNECTING_NOTICE_AFTER_MS = 2000;

/**
 * "Reconnecting…" while a screen wants live updates and has had no socket for 2 s. The live
 * region is there from the start and its text is set once per outage, so screen readers hear it
 * once (polite), not on every retry.
 */
export function LiveConnectionStatus({ connection = pageLive }: { connection?: LiveConnection }) {
  const since = useSyncExternalStore(connection.subscribe, connection.disconnectedSince, () => null);
  const [shownFor, setShownFor] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setShownFor(since), Math.max(0, since + RECONNECTING_NOTICE_AFTER_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [since]);
  const reconnecting = since !== null && shownFor === since;
  return (
    <div className="live-connection-status" aria-live="polite" aria-atomic="true">
      {reconnecting && (
        <p>
          <Trans>Live updates lost their connection. Reconnecting…</Trans>
        </p>
      )}
    </div>
  );
}
