import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import type { FieldProblems } from '../../forms/validate.ts';
import { useProblemText } from '../../forms/problem-text.ts';
import { CompanyNameInput } from './CompanyNameInput.tsx';

interface CompanyNamesFieldProps {
  /** The group's path, `versions.0.developers`; each input is named `versions.0.developers.0`, `.1`, ... */
  name: string;
  legend: ReactNode;
  hint: ReactNode;
  /** "Developer 2": each input's label. */
  itemLabel(position: number): string;
  removeLabel(position: number): string;
  addLabel: ReactNode;
  names: string[];
  onChange(names: string[]): void;
  problems: FieldProblems;
}

/** One or more company names (developers or publishers), each picked from suggestions or typed new. */
export function CompanyNamesField({
  name,
  legend,
  hint,
  itemLabel,
  removeLabel,
  addLabel,
  names,
  onChange,
  problems,
}: CompanyNamesFieldProps) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // The row to focus once the list has re-rendered after adding or removing one.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    inputs.current[focusRow.current]?.focus();
    focusRow.current = null;
  }, [names.length]);

  const id = `game-${name}`;
  const groupProblem = problems[name];
  const groupErrorId = groupProblem ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  const change = (index: number, value: string) => onChange(names.map((current, i) => (i === index ? value : current)));
  const add = () => {
    focusRow.current = names.length;
    onChange([...names, '']);
  };
  const remove = (index: number) => {
    focusRow.current = Math.max(0, index - 1);
    onChange(names.filter((_, i) => i !== index));
  };

  return (
    <fieldset className="company-names" aria-describedby={[hintId, groupErrorId].filter(Boolean).join(' ')}>
      <legend>{legend}</legend>
      <p id={hintId} className="field-hint muted">
        {hint}
      </p>
      <ol className="company-names-list">
        {names.map((value, index) => {
          const problem = problems[`${name}.${index}`];
          const inputId = `${id}.${index}`;
          const errorId = problem ? `${inputId}-error` : undefined;
          return (
            <li key={index} className="company-row">
              <label htmlFor={inputId} className="visually-hidden">
                {itemLabel(index + 1)}
              </label>
              <CompanyNameInput
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                id={inputId}
                name={`${name}.${index}`}
                required
                value={value}
                onChange={(next) => change(index, next)}
                aria-invalid={problem || (groupProblem && index === 0) ? true : undefined}
                aria-describedby={
                  [errorId, index === 0 ? groupErrorId : undefined].filter(Boolean).join(' ') || undefined
                }
              />
              {names.length > 1 && (
                <button
                  type="button"
                  className="button"
                  aria-label={removeLabel(index + 1)}
                  onClick={() => remove(index)}
                >
                  {t`Remove`}
                </button>
              )}
              {problem && (
                <p id={errorId} className="field-error" role="alert">
                  {problemText(problem)}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {groupProblem && (
        <p id={groupErrorId} className="field-error" role="alert">
          {problemText(groupProblem)}
        </p>
      )}
      {names.length < CATALOGUE_LIMITS.companiesPerVersionMax && (
        <button type="button" className="button" onClick={add}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}
