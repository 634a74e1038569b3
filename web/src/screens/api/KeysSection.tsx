import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { API_KEY, API_KEY_QUOTA } from '#shared/api-key-rules';
import { REST_BASE } from './operations.ts';

export const KEYS_ANCHOR = 'api-keys';

/** Personal API keys: how to make one, how to send it, what its scopes allow and what it may spend. */
export function KeysSection() {
  const header = 'Authorization: Bearer cvk_…';
  const example = `curl -H "Authorization: Bearer cvk_…" ${REST_BASE}/games?length=5`;
  const unit = API_KEY_QUOTA.graphqlCostPerUnit;
  const burst = API_KEY_QUOTA.burstFactor;
  const most = API_KEY.maxPerMember;
  return (
    <section aria-labelledby={KEYS_ANCHOR}>
      <h2 id={KEYS_ANCHOR}>
        <Trans>API keys</Trans>
      </h2>
      <p>
        <Trans>
          Without a key, requests are counted by the address they come from. With a personal API key your script acts as
          you and has a quota of its own. Create keys in <Link to="/settings">Settings</Link>, under API keys (up to{' '}
          {most}): give each a name and its scopes. The key is shown once, when it is created; only a hash of it is
          stored, so keep it somewhere safe, and revoke it in Settings if it leaks: it stops working at once.
        </Trans>
      </p>
      <p>
        <Trans>
          Send the key in a header with every request, to the REST API and to GraphQL over HTTP alike:{' '}
          <code>{header}</code>. For example: <code>{example}</code>. A request with a key ignores cookies. An unknown,
          revoked or malformed key is answered with 401.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>Read</strong>: every query, and the REST API.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Collection</strong>: add, change and remove copies in your collection and versions on your want
            list.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Webhooks</strong>: create and delete webhooks.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Anything else (votes, comments, account changes, new keys, subscriptions) needs a signed-in session and is
          refused to a key with 403.
        </Trans>
      </p>
      <p>
        <Trans>
          Each key has a quota, shown beside it in Settings: that many REST requests a second, or {unit} GraphQL cost
          points a second for each unit, with bursts up to {burst} times as much. Administrators can change a key's
          quota. The RateLimit and RateLimit-Policy headers of every answer say what is left; past the quota the answer
          is 429 with Retry-After.
        </Trans>
      </p>
    </section>
  );
}
