import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WEBHOOK_EVENT_TYPES } from '#shared/webhook-rules';
import { webhookInput } from '#shared/webhook-input';
import { FormAlertMessage } from '../../../forms/FormAlertMessage.tsx';
import { TextField } from '../../../forms/TextField.tsx';
import { useFormSubmit } from '../../../forms/useFormSubmit.ts';
import { useProblemText } from '../../../forms/problem-text.ts';
import { useCreateWebhook } from './useCreateWebhook.ts';
import { useWebhookEventLabel } from './webhook-event-label.ts';
import { WebhookSecret } from './WebhookSecret.tsx';

const FORM = 'create-webhook';

/** URL and events; after a success, the signing secret, which is never shown again. */
export function CreateWebhookForm({ full }: { full: boolean }) {
  const { t } = useLingui();
  const label = useWebhookEventLabel();
  const problemText = useProblemText();
  const { create, isInFlight } = useCreateWebhook();
  const [events, setEvents] = useState<string[]>([]);
  const { values, update, problems, alert, done, onSubmit } = useFormSubmit({
    // `events` is the checkboxes' problem slot; their value lives in `events` above.
    initial: { url: '', events: '' },
    schema: webhookInput,
    input: ({ url }) => ({ url, events }),
    send: create,
    clearOnDone: true,
    onDone: () => setEvents([]),
  });
  const toggle = (type: string, on: boolean) => {
    setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));
    update('events')('');
  };

  return (
    <div className="create-webhook">
      <h3 id="settings-create-webhook">
        <Trans>Add a webhook</Trans>
      </h3>
      {done && <WebhookSecret secret={done.data.secret} />}
      {full ? (
        <p className="settings-hint muted">
          <Trans>You have as many webhooks as allowed: delete one to add another.</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="settings-create-webhook">
          <TextField
            form={FORM}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="url"
            label={<Trans>URL</Trans>}
            hint={<Trans>Where events are posted, starting with https://</Trans>}
            value={values.url}
            onChange={update('url')}
            problem={problems.url}
          />
          {/* Named `events` so a problem with the choice moves focus here (focusFirstProblem). */}
          <fieldset
            name="events"
            tabIndex={-1}
            className="webhook-events"
            aria-describedby={problems.events ? `${FORM}-events-error` : undefined}
            aria-invalid={problems.events ? true : undefined}
          >
            <legend>
              <Trans>Events</Trans>
            </legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="settings-toggle">
                <input
                  type="checkbox"
                  name="event"
                  value={type}
                  checked={events.includes(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
                <span>
                  {label(type)} <code>{type}</code>
                </span>
              </label>
            ))}
            {problems.events && (
              <p id={`${FORM}-events-error`} className="field-error" role="alert">
                {problemText(problems.events)}
              </p>
            )}
          </fieldset>
          <FormAlertMessage alert={alert} />
          <div className="settings-actions">
            <button type="submit" aria-busy={isInFlight || undefined}>
              {isInFlight ? t`Adding…` : t`Add webhook`}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
