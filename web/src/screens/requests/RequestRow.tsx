import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RequestRow_request$key } from '../../__generated__/RequestRow_request.graphql.ts';
import { MemberLink } from '../../people/MemberLink.tsx';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, percentFormat } from './request-labels.ts';

const fragment = graphql`
  fragment RequestRow_request on Request {
    databaseId
    type
    status
    gameTitle
    game {
      databaseId
    }
    submitter {
      username
      displayName
      trustScore
    }
    approvalPercentage
    approvals
    rejections
    daysRemaining
  }
`;

export function RequestRow({ request: key }: { request: RequestRow_request$key }) {
  const { i18n } = useLingui();
  const request = useFragment(fragment, key);
  const { submitter } = request;
  const id = request.databaseId;
  const approvals = request.approvals;
  const rejections = request.rejections;
  return (
    <tr>
      <th scope="row">
        {request.game ? <Link to={`/games/${request.game.databaseId}`}>{request.gameTitle}</Link> : request.gameTitle}
      </th>
      <td>{i18n._(REQUEST_TYPE_LABELS[request.type as keyof typeof REQUEST_TYPE_LABELS] ?? request.type)}</td>
      <td>
        {submitter ? (
          <>
            <MemberLink username={submitter.username} displayName={submitter.displayName} />{' '}
            <span className="muted">
              <Trans>(trust score {submitter.trustScore})</Trans>
            </span>
          </>
        ) : (
          <span className="muted">
            <Trans>deleted user</Trans>
          </span>
        )}
      </td>
      <td>
        {request.approvalPercentage == null ? (
          <Trans>no votes yet</Trans>
        ) : (
          i18n.number(request.approvalPercentage / 100, percentFormat)
        )}
      </td>
      <td>
        <Trans>
          {approvals} approve / {rejections} reject
        </Trans>
      </td>
      <td>
        {request.status === 'PENDING' ? (
          <Plural value={request.daysRemaining} one="# day left" other="# days left" />
        ) : (
          i18n._(REQUEST_STATUS_LABELS[request.status as keyof typeof REQUEST_STATUS_LABELS] ?? request.status)
        )}
      </td>
      <td>
        <Link to={`/request/${id}`}>
          <Trans>Request #{id}</Trans>
        </Link>
      </td>
    </tr>
  );
}
