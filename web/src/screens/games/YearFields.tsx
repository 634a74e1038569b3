import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { RELEASE_YEAR_RANGE } from '#shared/rules';

interface YearFieldProps {
  id: string;
  name: 'from' | 'to';
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  problem?: ReactNode;
}

function YearField({ id, name, label, value, onChange, problem }: YearFieldProps) {
  const problemId = `${id}-problem`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={RELEASE_YEAR_RANGE.min}
        max={RELEASE_YEAR_RANGE.max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      {problem && (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

interface YearFieldsProps {
  idPrefix: string;
  from: string;
  to: string;
  onChange(field: 'from' | 'to', value: string): void;
  problems: { from?: ReactNode; to?: ReactNode };
}

/** The first-release year range; applied with the form (typing a year is not a search yet). */
export function YearFields({ idPrefix, from, to, onChange, problems }: YearFieldsProps) {
  return (
    <fieldset className="game-years">
      <legend>
        <Trans>First released</Trans>
      </legend>
      <div className="game-years-fields">
        <YearField
          id={`${idPrefix}-from`}
          name="from"
          label={<Trans>From year</Trans>}
          value={from}
          onChange={(value) => onChange('from', value)}
          problem={problems.from}
        />
        <YearField
          id={`${idPrefix}-to`}
          name="to"
          label={<Trans>To year</Trans>}
          value={to}
          onChange={(value) => onChange('to', value)}
          problem={problems.to}
        />
      </div>
    </fieldset>
  );
}
