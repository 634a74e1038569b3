import {
  useLayoutEffect,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldProblem } from '#shared/rules';
import { useProblemText } from './problem-text.ts';

type Owned = 'onChange' | 'value' | 'name' | 'id' | 'ref';

interface FieldProps {
  /** Form id prefix, so two forms on one page never share element ids. */
  form: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  problem?: FieldProblem | undefined;
  /** The field's own words for its problem, where the shared ones would be vaguer. */
  problemText?: string | undefined;
  hint?: ReactNode;
}

type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, Owned> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };

/**
 * A labelled input, or with `multiline` a text area, with its hint and its error announced and
 * tied to it for screen readers: every form's text fields look and read the same.
 */
export function TextField(props: InputFieldProps | TextAreaFieldProps) {
  const describe = useProblemText();
  const { form, name, label, value, onChange, problem, problemText, hint, ...control } = props;
  const id = `${form}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  // On a server-rendered page the reader may type before the app hydrates: the field shows it, the
  // form's state does not have it yet. Taken over once, on mount (the browser's autofill too).
  useLayoutEffect(() => {
    const element = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
    if (element && element.value !== value) onChange(element.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what the DOM held when the field mounted
  }, []);
  const shared = {
    id,
    name,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  let field: ReactNode;
  if (control.multiline) {
    const { multiline: _multiline, ...textarea } = control;
    field = <textarea {...textarea} {...shared} onChange={(event) => onChange(event.target.value)} />;
  } else {
    const { multiline: _multiline, ...input } = control;
    field = <input {...input} {...shared} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {field}
      {hint && (
        <p id={hintId} className="field-hint muted">
          {hint}
        </p>
      )}
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {problemText ?? describe(problem)}
        </p>
      )}
    </div>
  );
}

/** Moves focus to the first field with a problem, in the form's own order. */
export function focusFirstProblem(
  form: HTMLFormElement | null,
  fields: readonly string[],
  problems: Partial<Record<string, unknown>>,
): void {
  const first = fields.find((field) => problems[field]);
  if (first) (form?.elements.namedItem(first) as HTMLElement | null)?.focus();
}
