import { useState, type FormEvent, type ReactNode } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { contactMessageInput, LIMITS, SUPPORT_REPLY_WEEKS, type FieldProblem } from '#shared/rules';
import type { ContactMessageInput } from '../../__generated__/useSendContactMessageMutation.graphql.ts';
import { useSendContactMessage } from './useSendContactMessage.ts';
import { firstProblems, validate } from '../../forms/validate.ts';
import { useProblemText } from '../../forms/problem-text.ts';
import { focusFirstProblem } from '../../forms/TextField.tsx';
import './contact.css';

type ContactField = keyof ContactMessageInput;
type FieldErrors = Partial<Record<ContactField, FieldProblem>>;
type Feedback = { kind: 'none' } | { kind: 'sent'; weeks: number } | { kind: 'failed' } | { kind: 'rejected'; message: string };

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as ContactField[];

export function Component() {
  const { send, isInFlight } = useSendContactMessage();
  const [values, setValues] = useState<ContactMessageInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'none' });
  const minWeeks = SUPPORT_REPLY_WEEKS.min;
  const maxWeeks = SUPPORT_REPLY_WEEKS.max;
  const messageLength = values.message.length;
  const messageMax = LIMITS.contactMessageMax;
  const replyWeeks = feedback.kind === 'sent' ? feedback.weeks : 0;

  const errorText = useProblemText();

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (form: HTMLFormElement, next: FieldErrors) => {
    setErrors(next);
    focusFirstProblem(form, FIELDS, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFeedback({ kind: 'none' });
    // The server's own schema (shared rules module), so obvious mistakes never leave the browser.
    const invalid: FieldErrors = validate(contactMessageInput, values);
    if (Object.keys(invalid).length > 0) return showErrors(form, invalid);
    const result = await send(values);
    if (result.kind === 'sent') {
      setValues(EMPTY);
      setErrors({});
      setFeedback({ kind: 'sent', weeks: result.replyWithinWeeks });
    } else if (result.kind === 'failed') {
      setFeedback({ kind: 'failed' });
    } else {
      const known = result.fieldErrors.filter((error) => (FIELDS as string[]).includes(error.field));
      showErrors(form, firstProblems(known));
      if (known.length === 0) setFeedback({ kind: 'rejected', message: result.message });
    }
  };

  const field = (name: ContactField, label: ReactNode, control: (aria: AriaProps) => ReactNode, hint?: ReactNode) => {
    const error = errors[name];
    const hintId = hint ? `contact-${name}-hint` : undefined;
    const errorId = error ? `contact-${name}-error` : undefined;
    const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label htmlFor={`contact-${name}`}>{label}</label>
        {control({ id: `contact-${name}`, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
        {hint && <p id={hintId} className="contact-hint">{hint}</p>}
        {error && <p id={errorId} className="field-error" role="alert">{errorText(error)}</p>}
      </div>
    );
  };

  return (
    <article className="contact">
      <h1><Trans>Contact</Trans></h1>
      <p>
        <Trans>
          Questions, corrections, bug reports or ideas are all welcome. We usually reply within {minWeeks}–{maxWeeks} weeks.
        </Trans>
      </p>
      <div role="status" className="contact-status">
        {feedback.kind === 'sent' && (
          <p className="notice">
            <Trans>
              Thank you, your message was sent. We will reply within{' '}
              <Plural value={replyWeeks} one="# week" other="# weeks" />.
            </Trans>
          </p>
        )}
      </div>
      {feedback.kind === 'failed' && (
        <p className="notice contact-error" role="alert"><Trans>An unexpected error occurred. Please try again.</Trans></p>
      )}
      {feedback.kind === 'rejected' && <p className="notice contact-error" role="alert">{feedback.message}</p>}

      <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {field('name', <Trans>Name</Trans>, (aria) => (
          <input {...aria} type="text" autoComplete="name" required maxLength={LIMITS.contactNameMax}
            value={values.name} onChange={(event) => update('name', event.target.value)} />
        ))}
        {field('email', <Trans>Email</Trans>, (aria) => (
          <input {...aria} type="email" autoComplete="email" required
            value={values.email} onChange={(event) => update('email', event.target.value)} />
        ))}
        {field('subject', <Trans>Subject</Trans>, (aria) => (
          <input {...aria} type="text" required maxLength={LIMITS.contactSubjectMax}
            value={values.subject} onChange={(event) => update('subject', event.target.value)} />
        ))}
        {field('message', <Trans>Message</Trans>, (aria) => (
          <textarea {...aria} required rows={8} maxLength={messageMax}
            value={values.message} onChange={(event) => update('message', event.target.value)} />
        ), <Trans>{messageLength} / {messageMax} characters</Trans>)}
        <p>
          <button type="submit" className="button primary" disabled={isInFlight}>
            {isInFlight ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
          </button>
        </p>
      </form>
    </article>
  );
}

interface AriaProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
