import { useLingui } from '@lingui/react/macro';

/** The spec's level names, keyed as the API's CollectorLevel enum spells them. */
export function useCollectorLevelLabel(): (level: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
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
  return (level) => labels[level] ?? level;
}
