import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldProblem } from '#shared/rules';
import { useProblemText } from './problem-text.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name' | 'id'> {
  /** Form id prefix, so two forms on one page never share element ids. */
  form: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  problem?: FieldProblem | undefined;
  hint?: ReactNode;
}

/** A labelled input with its hint and its error announced and tied to it for screen readers. */
export function TextField({ form, name, label, value, onChange, problem, hint, ...input }: TextFieldProps) {
  const problemText = useProblemText();
  const id = `${form}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint && <p id={hintId} className="field-hint muted">{hint}</p>}
      {problem && <p id={errorId} className="field-error" role="alert">{problemText(problem)}</p>}
    </div>
  );
}

/** Moves focus to the first field with a problem, in the form's own order. */
export function focusFirstProblem(form: HTMLFormElement | null, fields: readonly string[], problems: Partial<Record<string, unknown>>): void {
  const first = fields.find((field) => problems[field]);
  if (first) (form?.elements.namedItem(first) as HTMLElement | null)?.focus();
}
