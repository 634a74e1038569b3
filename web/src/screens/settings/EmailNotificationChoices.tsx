import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { EmailDefaults } from '#shared/rules';
import { EMAIL_NOTIFICATIONS, type EmailNotification } from '#shared/account-rules';

interface EmailNotificationChoicesProps {
  value: EmailDefaults;
  onChange(next: EmailDefaults): void;
}

/** The master switch and the five kinds of mail, in the spec's order. */
export function EmailNotificationChoices({ value, onChange }: EmailNotificationChoicesProps) {
  const labels: Record<EmailNotification, ReactNode> = {
    collectionGameRequest: <Trans>New request on my collection</Trans>,
    requestApproved: <Trans>Approved request</Trans>,
    requestExpired: <Trans>My request expiry</Trans>,
    moderatorUpdates: <Trans>Moderator mail</Trans>,
    security: <Trans>Security</Trans>,
    wantedForTrade: <Trans>A friend offers a version I want for trade</Trans>,
  };
  const hints: Partial<Record<EmailNotification, ReactNode>> = {
    security: <Trans>When your password or email address changes.</Trans>,
  };
  return (
    <>
      <label className="settings-toggle">
        <input
          type="checkbox"
          role="switch"
          checked={value.enabled}
          onChange={(event) => onChange({ ...value, enabled: event.target.checked })}
        />
        <span>
          <Trans>Email notifications</Trans>
        </span>
      </label>
      <fieldset className="settings-group email-kinds">
        <legend>
          <Trans>Mail me about</Trans>
        </legend>
        {EMAIL_NOTIFICATIONS.map((kind) => {
          const hintId = hints[kind] ? `settings-email-${kind}-hint` : undefined;
          return (
            <div key={kind} className="email-kind">
              <label className="settings-toggle">
                <input
                  type="checkbox"
                  name={kind}
                  checked={value[kind]}
                  // Visible but inert while mail is off, so people see what they can switch on.
                  disabled={!value.enabled}
                  onChange={(event) => onChange({ ...value, [kind]: event.target.checked })}
                  aria-describedby={hintId}
                />
                <span>{labels[kind]}</span>
              </label>
              {hintId && (
                <p id={hintId} className="settings-hint muted">
                  {hints[kind]}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
