import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivitySection_user$key } from '../../__generated__/ActivitySection_user.graphql.ts';
import { SectionPrivate } from './SectionPrivate.tsx';

const fragment = graphql`
  fragment ActivitySection_user on User {
    hiddenSections
    recentRequests {
      id
      type
      status
      gameTitle
      createdAt
      game {
        databaseId
      }
    }
    recentVotes {
      id
      value
      createdAt
      request {
        gameTitle
        game {
          databaseId
        }
      }
    }
  }
`;

/** The user's latest requests and votes, each linking to its game while the game exists. */
export function ActivitySection({ user: key }: { user: ActivitySection_user$key }) {
  const { t, i18n } = useLingui();
  const { hiddenSections, recentRequests, recentVotes } = useFragment(fragment, key);
  const requestStatus = { PENDING: t`pending`, APPROVED: t`approved`, REJECTED: t`rejected` } as Record<string, string>;
  const requestType = { EDIT: t`Edit`, DELETE: t`Delete` } as Record<string, string>;
  const voteValue = { APPROVE: t`Approve`, REJECT: t`Reject` } as Record<string, string>;
  const date = (iso: string) => <time dateTime={iso}>{i18n.date(new Date(iso), { dateStyle: 'medium' })}</time>;
  const gameLink = (title: string, game: { databaseId: number } | null | undefined) =>
    game ? <Link to={`/games/${game.databaseId}`}>{title}</Link> : title;
  return (
    <section className="profile-section card" aria-labelledby="profile-activity">
      <h2 id="profile-activity">
        <Trans>Recent requests and votes</Trans>
      </h2>
      {hiddenSections.includes('activity') || !recentRequests || !recentVotes ? (
        <SectionPrivate />
      ) : (
        <div className="profile-activity">
          <div>
            <h3>
              <Trans>Requests</Trans>
            </h3>
            {recentRequests.length === 0 ? (
              <p className="muted">
                <Trans>No requests yet.</Trans>
              </p>
            ) : (
              <ul>
                {recentRequests.map((request) => {
                  const type = requestType[request.type] ?? request.type;
                  const status = requestStatus[request.status] ?? request.status;
                  return (
                    <li key={request.id}>
                      {type}: {gameLink(request.gameTitle, request.game)}{' '}
                      <span className="muted">
                        ({status}, {date(request.createdAt)})
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <div>
            <h3>
              <Trans>Votes</Trans>
            </h3>
            {recentVotes.length === 0 ? (
              <p className="muted">
                <Trans>No votes yet.</Trans>
              </p>
            ) : (
              <ul>
                {recentVotes.map((vote) => {
                  const value = voteValue[vote.value] ?? vote.value;
                  return (
                    <li key={vote.id}>
                      {value}: {gameLink(vote.request.gameTitle, vote.request.game)}{' '}
                      <span className="muted">({date(vote.createdAt)})</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
