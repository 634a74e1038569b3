import { Trans } from '@lingui/react/macro';
import { useOnline } from './online-status.ts';
import './offline.css';

/**
 * Says what works without a network, under the header, while the browser is offline. The live
 * region is there from the start and gets its text once per outage, so screen readers hear it
 * once; the status role is set only while there is something to say, so a page's own status
 * messages stay the only ones the rest of the time.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner-region" aria-live="polite" aria-atomic="true">
      {!online && (
        <p className="offline-banner" role="status">
          <Trans>
            You are offline. Pages you opened while online can still be read, with the box art they showed. Changes to
            your collection and want list are kept and sent when you are back online; anything else that changes
            something (votes, moderation, sign-up) needs the network.
          </Trans>
        </p>
      )}
    </div>
  );
}
