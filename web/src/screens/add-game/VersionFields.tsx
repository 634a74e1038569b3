import { Trans, useLingui } from '@lingui/react/macro';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import { REGIONS, RELEASE_YEAR_RANGE } from '#shared/rules';
import { TextField } from '../../forms/TextField.tsx';
import { useProblemText } from '../../forms/problem-text.ts';
import type { FieldProblems } from '../../forms/validate.ts';
import { useRegionLabel } from '../../games/region-label.ts';
import { CompanyNamesField } from './CompanyNamesField.tsx';
import { ImageField } from './ImageField.tsx';
import type { VersionChange } from './game-form-state.ts';
import type { VersionFormValues } from './game-form-values.ts';

interface VersionFieldsProps {
  index: number;
  count: number;
  version: VersionFormValues;
  problems: FieldProblems;
  /** `fields` are the paths (`versions.0.title`) whose problems the change retracts. */
  onChange(change: VersionChange, fields: string[]): void;
  onRemove(): void;
  onUploadingChange(field: string, uploading: boolean): void;
}

/** Everything about one regional version; its inputs are named by their paths, `versions.{index}.{field}`. */
export function VersionFields({
  index,
  count,
  version,
  problems,
  onChange,
  onRemove,
  onUploadingChange,
}: VersionFieldsProps) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const regionLabel = useRegionLabel();
  const number = index + 1;
  const path = (field: string) => `versions.${index}.${field}`;
  const set =
    <F extends keyof VersionChange>(field: F, problemField: string = field) =>
    (value: VersionChange[F]) =>
      onChange({ [field]: value }, [path(problemField)]);
  const headingId = `${version.key}-heading`;
  const regionProblem = problems[path('region')];
  const { min, max } = RELEASE_YEAR_RANGE;
  const image = (field: 'mediumImage' | 'frontImage' | 'backImage') => ({
    name: path(`${field}Id`),
    value: version[field],
    onChange: set(field, `${field}Id`),
    problem: problems[path(`${field}Id`)],
    onUploadingChange: (uploading: boolean) => onUploadingChange(`${version.key}.${field}`, uploading),
  });

  return (
    <section className="version-fields card" aria-labelledby={headingId}>
      <div className="version-fields-head">
        <h3 id={headingId} tabIndex={-1}>
          <Trans>Version {number}</Trans>
        </h3>
        {count > 1 && (
          <button type="button" className="button" onClick={onRemove}>
            <Trans>Remove version {number}</Trans>
          </button>
        )}
      </div>
      <TextField
        form="game"
        name={path('title')}
        label={<Trans>Version title</Trans>}
        required
        maxLength={CATALOGUE_LIMITS.versionTitleMax}
        hint={<Trans>The title as printed on this version’s box.</Trans>}
        value={version.title}
        onChange={set('title')}
        problem={problems[path('title')]}
      />
      <div className="field">
        <label htmlFor={`game-${path('region')}`}>
          <Trans>Region</Trans>
        </label>
        <select
          id={`game-${path('region')}`}
          name={path('region')}
          required
          value={version.region}
          onChange={(event) => set('region')(event.target.value as VersionFormValues['region'])}
          aria-invalid={regionProblem ? true : undefined}
          aria-describedby={regionProblem ? `game-${path('region')}-error` : undefined}
        >
          <option value="">{t`Choose a region`}</option>
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {regionLabel(region)}
            </option>
          ))}
        </select>
        {regionProblem && (
          <p id={`game-${path('region')}-error`} className="field-error" role="alert">
            {problemText(regionProblem)}
          </p>
        )}
      </div>
      <div className="checkbox-field">
        <input
          type="checkbox"
          id={`game-${path('uniqueVariant')}`}
          name={path('uniqueVariant')}
          checked={version.uniqueVariant}
          onChange={(event) => onChange({ uniqueVariant: event.target.checked }, [path('country')])}
        />
        <label htmlFor={`game-${path('uniqueVariant')}`}>
          <Trans>Unique regional variant (released for one country)</Trans>
        </label>
      </div>
      {version.uniqueVariant && (
        <TextField
          form="game"
          name={path('country')}
          label={<Trans>Country</Trans>}
          required
          maxLength={CATALOGUE_LIMITS.countryMax}
          autoComplete="country-name"
          value={version.country}
          onChange={set('country')}
          problem={problems[path('country')]}
        />
      )}
      <TextField
        form="game"
        name={path('revision')}
        label={<Trans>Revision / number</Trans>}
        required
        maxLength={CATALOGUE_LIMITS.revisionMax}
        hint={<Trans>For example: 1.0 or Rev A</Trans>}
        value={version.revision}
        onChange={set('revision')}
        problem={problems[path('revision')]}
      />
      <TextField
        form="game"
        name={path('releaseDate')}
        type="date"
        label={<Trans>Release date</Trans>}
        required
        min={`${min}-01-01`}
        max={`${max}-12-31`}
        value={version.releaseDate}
        onChange={set('releaseDate')}
        problem={problems[path('releaseDate')]}
      />
      <CompanyNamesField
        name={path('developers')}
        legend={<Trans>Developers</Trans>}
        hint={<Trans>Pick a suggested company or type a new name.</Trans>}
        itemLabel={(position) => t`Developer ${position}`}
        removeLabel={(position) => t`Remove developer ${position}`}
        addLabel={<Trans>Add another developer</Trans>}
        names={version.developers}
        onChange={set('developers')}
        problems={problems}
      />
      <CompanyNamesField
        name={path('publishers')}
        legend={<Trans>Publishers</Trans>}
        hint={<Trans>Pick a suggested company or type a new name.</Trans>}
        itemLabel={(position) => t`Publisher ${position}`}
        removeLabel={(position) => t`Remove publisher ${position}`}
        addLabel={<Trans>Add another publisher</Trans>}
        names={version.publishers}
        onChange={set('publishers')}
        problems={problems}
      />
      <ImageField
        {...image('mediumImage')}
        required
        label={<Trans>Disc or cartridge image</Trans>}
        previewAlt={t`Disc or cartridge of version ${number}`}
        removeLabel={t`Remove the disc or cartridge image of version ${number}`}
      />
      <ImageField
        {...image('frontImage')}
        label={<Trans>Front box art (optional)</Trans>}
        previewAlt={t`Front box art of version ${number}`}
        removeLabel={t`Remove the front box art of version ${number}`}
      />
      <ImageField
        {...image('backImage')}
        label={<Trans>Back box art (optional)</Trans>}
        previewAlt={t`Back box art of version ${number}`}
        removeLabel={t`Remove the back box art of version ${number}`}
      />
      <TextField
        form="game"
        name={path('boxArtUrl')}
        type="url"
        label={<Trans>Box art URL (optional)</Trans>}
        maxLength={CATALOGUE_LIMITS.boxArtUrlMax}
        inputMode="url"
        value={version.boxArtUrl}
        onChange={set('boxArtUrl')}
        problem={problems[path('boxArtUrl')]}
      />
      <TextField
        form="game"
        name={path('barcode')}
        label={<Trans>Barcode (optional)</Trans>}
        hint={<Trans>The 12 or 13 digits under the barcode on the box (EAN-13 or UPC-A).</Trans>}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        value={version.barcode}
        onChange={set('barcode')}
        problem={problems[path('barcode')]}
      />
    </section>
  );
}
