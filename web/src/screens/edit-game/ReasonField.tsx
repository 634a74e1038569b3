import type { ReactNode, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { REQUEST_LIMITS } from '#shared/request-rules';
import type { FieldProblem } from '#shared/rules';
import { TextField } from '../../forms/TextField.tsx';

interface ReasonFieldProps {
  /** Form id prefix, so two forms on one page never share element ids. */
  form: string;
  /** Which request the reason is for: a missing reason says so. */
  request: 'edit' | 'delete';
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange(value: string): void;
  problem?: FieldProblem | undefined;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** Why the person asks for an edit or a deletion: required, with its problem tied to it for screen readers. */
export function ReasonField({ form, request, label, hint, value, onChange, problem, inputRef }: ReasonFieldProps) {
  const { t } = useLingui();
  const missing =
    request === 'delete'
      ? t`A reason is required to submit a delete request`
      : t`A reason is required to submit an edit request`;
  return (
    <TextField
      multiline
      ref={inputRef}
      form={form}
      name="reason"
      rows={4}
      required
      maxLength={REQUEST_LIMITS.reasonMax}
      label={label}
      hint={hint}
      value={value}
      onChange={onChange}
      problem={problem}
      problemText={problem?.code === 'required' ? missing : undefined}
    />
  );
}
