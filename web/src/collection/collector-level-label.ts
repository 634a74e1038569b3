import { useLingui } from '@lingui/react/macro';
import type { CollectorLevelName } from '#shared/collection-rules';

/** The spec's level names, keyed as the API's CollectorLevel enum spells them. */
export function useCollectorLevelLabel(): (level: string) => string {
  const { t } = useLingui();
  // Keyed by every name the rule has: a level added there and not worded here fails to compile.
  const labels: Record<CollectorLevelName, string> = {
    BEGINNER: t`Beginner`,
    NOVICE: t`Novice`,
    CASUAL: t`Casual`,
    ENTHUSIAST: t`Enthusiast`,
    DEDICATED: t`Dedicated`,
    AVID: t`Avid`,
    EXPERT: t`Expert`,
    CONNOISSEUR: t`Connoisseur`,
    MASTER: t`Master`,
    SCHOLAR: t`Scholar`,
    LEGENDARY: t`Legendary`,
    ARCHIVIST: t`Archivist`,
    HISTORIAN: t`Historian`,
    GOD: t`God`,
  };
  return (level) => labels[level as CollectorLevelName] ?? level;
}
