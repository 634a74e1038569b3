import { Trans } from '@lingui/react/macro';
import { REGIONS, type Region } from '#shared/rules';
import { useRegionLabel } from '../../games/region-label.ts';

/** The region filter: games with at least one version in the region. */
export function RegionFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Region | '';
  onChange(region: Region | ''): void;
}) {
  const regionLabel = useRegionLabel();
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Region</Trans>
      </label>
      <select id={id} name="region" value={value} onChange={(event) => onChange(event.target.value as Region | '')}>
        <option value="">
          <Trans>Any region</Trans>
        </option>
        {REGIONS.map((region) => (
          <option key={region} value={region}>
            {regionLabel(region)}
          </option>
        ))}
      </select>
    </div>
  );
}
