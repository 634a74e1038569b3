import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldProblem } from '#shared/rules';
import { useProblemText } from './problem-text.ts';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name' | 'id'> {
  /** Form id prefix, so two forms on one page never share element ids. */
  form: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  problem?: FieldProblem | undefined;
  hint?: ReactNode;
}

/** TextField's multi-line twin: the same label, hint and announced error. */
export function TextAreaField({ form, name, label, value, onChange, problem, hint, ...textarea }: TextAreaFieldProps) {
  const problemText = useProblemText();
  const id = `${form}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...textarea}
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
