import { useLingui } from '@lingui/react/macro';
import { REGION_LABELS, type Region } from '#shared/rules';

/**
 * Region codes (NTSC-U, NTSC-J, PAL) are technical names shown as they are; only "Other" is a
 * word that needs translating.
 */
export function useRegionLabel(): (region: string) => string {
  const { t } = useLingui();
  const other = t`Other`;
  return (region) => (region === 'OTHER' ? other : (REGION_LABELS[region as Region] ?? region));
}
