import { Plural, Trans } from '@lingui/react/macro';
import { REQUEST_LIMITS } from '#shared/request-rules';
import { importantEmailInput } from '#shared/request-input';
import { TextField } from '../../forms/TextField.tsx';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { SuccessStatus } from '../../forms/SuccessStatus.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useSendImportantEmail } from './useSendImportantEmail.ts';

const EMPTY = { subject: '', body: '' };

/** A notice every member must get (maintenance, terms): it goes out whatever their mail settings say. */
export function ImportantEmailTab() {
  const { sendImportantEmail, isInFlight } = useSendImportantEmail();
  const { values, update, problems, alert, done, onSubmit } = useFormSubmit({
    initial: EMPTY,
    schema: importantEmailInput,
    send: sendImportantEmail,
    clearOnDone: true,
  });
  const recipients = done?.data.recipients ?? 0;
  return (
    <section className="admin-section" aria-labelledby="admin-email-heading">
      <h2 id="admin-email-heading">
        <Trans>Important email</Trans>
      </h2>
      <p className="muted">
        <Trans>
          This mail goes to every member, even those who turned notifications off. Use it only for notices they must
          read.
        </Trans>
      </p>
      <form className="admin-email-form" noValidate onSubmit={onSubmit}>
        <TextField
          form="important"
          name="subject"
          required
          maxLength={REQUEST_LIMITS.importantEmailSubjectMax}
          label={<Trans>Subject</Trans>}
          value={values.subject}
          onChange={update('subject')}
          problem={problems.subject}
        />
        <TextField
          multiline
          form="important"
          name="body"
          required
          rows={8}
          maxLength={REQUEST_LIMITS.importantEmailBodyMax}
          label={<Trans>Message</Trans>}
          value={values.body}
          onChange={update('body')}
          problem={problems.body}
        />
        <SuccessStatus>
          {done && (
            <p>
              <Trans>
                Sent to <Plural value={recipients} one="# member" other="# members" />.
              </Trans>
            </p>
          )}
        </SuccessStatus>
        <FormAlertMessage alert={alert} />
        <p>
          <button type="submit" className="button primary" disabled={isInFlight}>
            {isInFlight ? <Trans>Sending…</Trans> : <Trans>Send to every member</Trans>}
          </button>
        </p>
      </form>
    </section>
  );
}
