import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxMailItem_mail$key } from '../../__generated__/OutboxMailItem_mail.graphql.ts';

/** One mail: who it went to and how, with its text ready to copy (a reset link, say). */
export function OutboxMailItem({ mail }: { mail: OutboxMailItem_mail$key }) {
  const data = useFragment(
    graphql`
      fragment OutboxMailItem_mail on OutboxMail {
        kind
        to
        subject
        text
        createdAt
        sentAt
      }
    `,
    mail,
  );
  const { t, i18n } = useLingui();
  const when = (value: unknown) => {
    const iso = String(value);
    return <time dateTime={iso}>{i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })}</time>;
  };
  const sentAt = data.sentAt ? when(data.sentAt) : null;
  // Known kinds read as words; one added later still shows, as its code.
  const kinds: Partial<Record<string, string>> = {
    'password-reset': t`Password reset`,
    security: t`Security notice`,
    contact: t`Contact message`,
  };

  return (
    <li className="outbox-mail card">
      <h3>{data.subject}</h3>
      <dl className="outbox-facts">
        <Fact term={<Trans>Written</Trans>}>{when(data.createdAt)}</Fact>
        <Fact term={<Trans>Kind</Trans>}>{kinds[data.kind] ?? <code>{data.kind}</code>}</Fact>
        <Fact term={<Trans>To</Trans>}>{data.to}</Fact>
        <Fact term={<Trans>Delivery</Trans>}>
          {sentAt ? <Trans>Sent by SMTP on {sentAt}</Trans> : <Trans>Only stored in the outbox</Trans>}
        </Fact>
      </dl>
      <details>
        <summary>
          <Trans>Text of the mail</Trans>
        </summary>
        <pre className="outbox-text">{data.text}</pre>
      </details>
    </li>
  );
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
