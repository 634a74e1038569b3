import { Trans } from '@lingui/react/macro';
import type { SaveOutcome } from './useSaveMinigameResult.ts';

/** Says where a finished match was kept; a live region, so screen readers hear it too. */
export function SaveStatus({ outcome }: { outcome: SaveOutcome | 'saving' | null }) {
  return (
    <p role="status" className={outcome === 'failed' ? 'minigame-save notice error' : 'minigame-save muted'}>
      {outcome === 'saving' && <Trans>Saving the result…</Trans>}
      {outcome === 'saved' && <Trans>Result saved to your profile.</Trans>}
      {outcome === 'savedInBrowser' && (
        <Trans>Result saved in this browser. Log in to keep your results on your profile.</Trans>
      )}
      {outcome === 'failed' && <Trans>The result could not be saved.</Trans>}
    </p>
  );
}
