import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { COPY_LIMITS, type ImportProblemCode } from '#shared/collection-rules';
import { REGIONS } from '#shared/rules';
import { useProblemText } from '../../forms/problem-text.ts';
import { serverProblems, type ServerProblem } from '../../forms/mutation-outcome.ts';
import { useRegionLabel } from '../../games/region-label.ts';

/**
 * An import problem in the reader's language: the import's own codes here, the copy rules' codes
 * (the same as the copy form's) through useProblemText. Never the server's English message.
 */
export function useImportProblemText(): (problem: ServerProblem) => string {
  const { t } = useLingui();
  const problemText = useProblemText();
  const regionLabel = useRegionLabel();
  return useCallback(
    (problem) => {
      switch (problem.code as ImportProblemCode) {
        case 'yesOrNo':
          return t`write yes or no`;
        case 'wholeNumber':
          return t`write a whole number`;
        case 'isoDate':
          return t`write a real date as YYYY-MM-DD`;
        case 'unknownRegion': {
          const regions = REGIONS.map(regionLabel).join(', ');
          return t`write one of these regions: ${regions}`;
        }
        case 'versionNotNamed':
          return t`give a version_id, or game_title, console and region`;
        case 'missingColumns':
          return t`The file needs a version_id column, or game_title, console and region columns`;
        case 'tooManyRows': {
          const max = COPY_LIMITS.importChunkRows;
          return t`Send at most ${max} rows at a time`;
        }
        default:
          return problemText(serverProblems([problem])[0]!);
      }
    },
    [t, problemText, regionLabel],
  );
}
