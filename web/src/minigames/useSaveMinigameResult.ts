import { useCallback } from 'react';
import { checkInput } from '#shared/input-check';
import { minigameResultInput, type MinigameResultInput } from '#shared/minigame-rules';
import { useViewer } from '../viewer/useViewer.ts';
import { saveLocalResult } from './local-results.ts';
import { useRecordMinigameResult } from './useRecordMinigameResult.ts';

export type SaveOutcome = 'saved' | 'savedInBrowser' | 'failed';

/** Keeps a finished match: with the API for a signed-in player, in this browser for a visitor. */
export function useSaveMinigameResult(): (input: MinigameResultInput) => Promise<SaveOutcome> {
  const viewer = useViewer();
  const record = useRecordMinigameResult();
  return useCallback(
    async (input: MinigameResultInput) => {
      const checked = checkInput(minigameResultInput, input);
      if (!checked.ok) return 'failed';
      if (!viewer) return saveLocalResult(checked.value, new Date()) ? 'savedInBrowser' : 'failed';
      const outcome = await record(input);
      return outcome.kind === 'done' ? 'saved' : 'failed';
    },
    [viewer, record],
  );
}
