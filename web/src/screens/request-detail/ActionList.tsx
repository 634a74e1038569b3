import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActionList_request$key } from '../../__generated__/ActionList_request.graphql.ts';
import { MODERATOR_ACTION_LABELS } from './moderator-action-labels.ts';
import { MemberLink } from '../../people/MemberLink.tsx';

const fragment = graphql`
  fragment ActionList_request on Request {
    actions {
      id
      action
      createdAt
      moderator {
        username
        displayName
      }
    }
  }
`;

/** The moderator actions taken on this request (who, what, when), oldest first; public, for transparency. */
export function ActionList({ request: key }: { request: ActionList_request$key }) {
  const { i18n } = useLingui();
  const { actions } = useFragment(fragment, key);
  if (actions.length === 0) return null;
  return (
    <section className="request-actions card" aria-labelledby="request-actions-heading">
      <h2 id="request-actions-heading">
        <Trans>Recorded moderator actions</Trans>
      </h2>
      <ul className="action-list">
        {actions.map((entry) => {
          const label = MODERATOR_ACTION_LABELS[entry.action];
          const { moderator } = entry;
          const who = moderator ? (
            <MemberLink username={moderator.username} displayName={moderator.displayName} />
          ) : null;
          return (
            <li key={entry.id}>
              <strong>{label ? i18n._(label) : entry.action}</strong>{' '}
              {who ? <Trans>by {who}</Trans> : <Trans>by a deleted user</Trans>}{' '}
              <time className="muted" dateTime={entry.createdAt}>
                {i18n.date(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
