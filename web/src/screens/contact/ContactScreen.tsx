import { Plural, Trans } from '@lingui/react/macro';
import { LIMITS, SUPPORT_REPLY_WEEKS } from '#shared/rules';
import { contactMessageInput } from '#shared/contact-rules';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { NeedsScript } from '../../layout/NeedsScript.tsx';
import { SuccessStatus } from '../../forms/SuccessStatus.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useSendContactMessage } from './useSendContactMessage.ts';
import './contact.css';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function Component() {
  const { sendContactMessage, isInFlight } = useSendContactMessage();
  const { values, update, problems, alert, done, onSubmit } = useFormSubmit({
    initial: EMPTY,
    schema: contactMessageInput,
    send: sendContactMessage,
    clearOnDone: true,
  });
  const minWeeks = SUPPORT_REPLY_WEEKS.min;
  const maxWeeks = SUPPORT_REPLY_WEEKS.max;
  const messageLength = values.message.length;
  const messageMax = LIMITS.contactMessageMax;
  const replyWeeks = done?.data.replyWithinWeeks ?? 0;

  return (
    <article className="contact">
      <h1>
        <Trans>Contact</Trans>
      </h1>
      <p>
        <Trans>
          Questions, corrections, bug reports or ideas are all welcome. We usually reply within {minWeeks}–{maxWeeks}{' '}
          weeks.
        </Trans>
      </p>
      <SuccessStatus>
        {done && (
          <p>
            <Trans>
              Thank you, your message was sent. We will reply within{' '}
              <Plural value={replyWeeks} one="# week" other="# weeks" />.
            </Trans>
          </p>
        )}
      </SuccessStatus>
      <FormAlertMessage alert={alert} />
      <NeedsScript />

      <form className="contact-form" noValidate onSubmit={onSubmit}>
        <TextField
          form="contact"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={LIMITS.contactNameMax}
          label={<Trans>Name</Trans>}
          value={values.name}
          onChange={update('name')}
          problem={problems.name}
        />
        <TextField
          form="contact"
          name="email"
          type="email"
          autoComplete="email"
          required
          label={<Trans>Email</Trans>}
          value={values.email}
          onChange={update('email')}
          problem={problems.email}
        />
        <TextField
          form="contact"
          name="subject"
          type="text"
          required
          maxLength={LIMITS.contactSubjectMax}
          label={<Trans>Subject</Trans>}
          value={values.subject}
          onChange={update('subject')}
          problem={problems.subject}
        />
        <TextField
          multiline
          form="contact"
          name="message"
          required
          rows={8}
          maxLength={messageMax}
          label={<Trans>Message</Trans>}
          value={values.message}
          onChange={update('message')}
          problem={problems.message}
          hint={
            <Trans>
              {messageLength} / {messageMax} characters
            </Trans>
          }
        />
        <p>
          <button type="submit" className="button primary" disabled={isInFlight}>
            {isInFlight ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
          </button>
        </p>
      </form>
    </article>
  );
}
