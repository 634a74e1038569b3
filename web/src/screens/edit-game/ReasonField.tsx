import type { ReactNode, Ref } from 'react';
import { REQUEST_LIMITS } from '#shared/request-rules';
import type { FieldProblem } from '#shared/rules';
import { useProblemText } from '../../forms/problem-text.ts';

interface ReasonFieldProps {
  /** Form id prefix, so two forms on one page never share element ids. */
  form: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange(value: string): void;
  problem?: FieldProblem | undefined;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** Why the person asks for an edit or a deletion: required, with its problem tied to it for screen readers. */
export function ReasonField({ form, label, hint, value, onChange, problem, inputRef }: ReasonFieldProps) {
  const problemText = useProblemText();
  const id = `${form}-reason`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  return (
    <div className="field reason-field">
      <label htmlFor={id}>{label}</label>
      <textarea ref={inputRef} id={id} name="reason" rows={4} required maxLength={REQUEST_LIMITS.reasonMax} value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} />
      {hint && <p id={hintId} className="field-hint muted">{hint}</p>}
      {problem && <p id={errorId} className="field-error" role="alert">{problemText(problem)}</p>}
    </div>
  );
}
