import { useLingui } from '@lingui/react/macro';
import type { Completeness, CopyCondition } from '#shared/collection-rules';

/** Copy conditions and completeness in the reader's language. */
export function useCopyLabels(): {
  condition: (condition: string) => string;
  completeness: (completeness: string) => string;
} {
  const { t } = useLingui();
  const conditions: Record<CopyCondition, string> = {
    SEALED: t`Sealed`,
    MINT: t`Mint`,
    VERY_GOOD: t`Very good`,
    GOOD: t`Good`,
    FAIR: t`Fair`,
    POOR: t`Poor`,
  };
  const completeness: Record<Completeness, string> = {
    COMPLETE_IN_BOX: t`Complete in box`,
    INCOMPLETE: t`Boxed, incomplete`,
    LOOSE: t`Loose`,
  };
  return {
    condition: (value) => conditions[value as CopyCondition] ?? value,
    completeness: (value) => completeness[value as Completeness] ?? value,
  };
}
