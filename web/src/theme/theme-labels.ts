import { useLingui } from '@lingui/react/macro';
import type { Theme } from './theme-names.ts';

export function useThemeLabels(): Record<Theme, string> {
  const { t } = useLingui();
  return {
    light: t`Light`,
    dark: t`Dark`,
    high_light: t`High contrast light`,
    high_dark: t`High contrast dark`,
    cute: t`Cute`,
    spear: t`Spear`,
    jump: t`Jump`,
    jump2: t`Jump 2`,
    edgy: t`Edgy`,
    speed: t`Speed`,
    spark: t`Spark`,
    block: t`Block`,
    robot: t`Robot`,
  };
}
