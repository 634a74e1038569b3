import { graphql, useFragment } from 'react-relay';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RequestSummary_request$key } from '../../__generated__/RequestSummary_request.graphql.ts';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, percentFormat } from '../requests/request-labels.ts';
import { resolutionNoteMessage } from './resolution-note.ts';
import { MemberLink } from '../../people/MemberLink.tsx';

const fragment = graphql`
  fragment RequestSummary_request on Request {
    type
    status
    reason
    createdAt
    expiresAt
    resolvedAt
    resolutionNote
    resetCount
    daysRemaining
    approvals
    rejections
    approvalPercentage
    submitter {
      username
      displayName
      trustScore
    }
  }
`;

/** Who asked for what and why, and where the vote stands. */
export function RequestSummary({ request: key }: { request: RequestSummary_request$key }) {
  const { i18n } = useLingui();
  const request = useFragment(fragment, key);
  const { submitter } = request;
  const date = (iso: string) => (
    <time dateTime={iso}>{i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })}</time>
  );
  const note = request.resolutionNote;
  const noteMessage = note ? resolutionNoteMessage(note) : null;
  const approvals = request.approvals;
  const rejections = request.rejections;
  const status = REQUEST_STATUS_LABELS[request.status as keyof typeof REQUEST_STATUS_LABELS];
  const type = REQUEST_TYPE_LABELS[request.type as keyof typeof REQUEST_TYPE_LABELS];
  return (
    <section className="request-summary card" aria-labelledby="request-summary-heading">
      <h2 id="request-summary-heading" className="visually-hidden">
        <Trans>Summary</Trans>
      </h2>
      <dl className="request-facts">
        <div>
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd>{type ? i18n._(type) : request.type}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <span
              className={`request-status request-status-${request.status.toLowerCase()}`}
              data-testid="request-status"
            >
              {status ? i18n._(status) : request.status}
            </span>
            {note && <span className="request-note"> ({noteMessage ? i18n._(noteMessage) : note})</span>}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Submitted by</Trans>
          </dt>
          <dd>
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
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Created</Trans>
          </dt>
          <dd>{date(request.createdAt)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Expires</Trans>
          </dt>
          <dd>{date(request.expiresAt)}</dd>
        </div>
        {request.resolvedAt && (
          <div>
            <dt>
              <Trans>Resolved</Trans>
            </dt>
            <dd>{date(request.resolvedAt)}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Days remaining</Trans>
          </dt>
          <dd>
            <Plural value={request.daysRemaining} one="# day" other="# days" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Reset count</Trans>
          </dt>
          <dd>{request.resetCount}</dd>
        </div>
        <div>
          <dt>
            <Trans>Approval</Trans>
          </dt>
          <dd data-testid="approval-percentage">
            {request.approvalPercentage == null ? (
              <Trans>no votes yet</Trans>
            ) : (
              i18n.number(request.approvalPercentage / 100, percentFormat)
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Votes</Trans>
          </dt>
          <dd data-testid="vote-count">
            <Trans>
              {approvals} approve / {rejections} reject
            </Trans>
          </dd>
        </div>
      </dl>
      <h3>
        <Trans>Reason</Trans>
      </h3>
      <p className="request-reason">{request.reason}</p>
    </section>
  );
}
