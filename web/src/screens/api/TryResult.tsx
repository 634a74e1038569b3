import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { isSuccess, type TryOutcome } from './try-it.ts';

/** A Try it answer: the status, the headers worth knowing and the body, or why nothing came back. */
export function TryResult({ path, outcome }: { path: string; outcome: TryOutcome }) {
  const bodyId = useId();
  if (outcome.kind === 'unreachable') {
    const reason = outcome.message;
    return (
      <div className="notice error try-outcome">
        <p>
          <strong>
            <Trans>No answer: the request could not be sent.</Trans>
          </strong>
        </p>
        <p>
          <Trans>Check your connection and try again. The browser said: {reason}</Trans>
        </p>
      </div>
    );
  }
  const { status, statusText } = outcome;
  return (
    <div className="try-outcome">
      <div className={`notice ${isSuccess(status) ? 'success' : 'error'}`}>
        <p className="try-status">
          <strong>
            <Trans>
              Status {status} {statusText}
            </Trans>
          </strong>{' '}
          <StatusMeaning status={status} />
        </p>
        <p className="try-path">
          <code>GET {path}</code>
        </p>
        {outcome.headers.length > 0 && (
          <dl className="try-headers">
            {outcome.headers.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>
                  <code>{value}</code>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <p id={bodyId} className="api-code-label">
        {outcome.isJson ? <Trans>Response body (JSON)</Trans> : <Trans>Response body (not JSON)</Trans>}
      </p>
      {/* Focusable, so a keyboard can scroll a long answer. */}
      <div className="try-body" role="region" aria-labelledby={bodyId} tabIndex={0}>
        <pre>
          <code>{outcome.body}</code>
        </pre>
      </div>
      {outcome.truncated && (
        <p className="muted">
          <Trans>The answer is longer; only its beginning is shown.</Trans>
        </p>
      )}
    </div>
  );
}

function StatusMeaning({ status }: { status: number }) {
  if (status === 200) return <Trans>The request worked.</Trans>;
  if (status === 304) return <Trans>Not modified since the ETag you sent.</Trans>;
  if (status === 400) return <Trans>A parameter breaks its rule; the error says which.</Trans>;
  if (status === 404) return <Trans>Nothing has this id, or the address is wrong.</Trans>;
  if (status === 429) return <Trans>Too many requests: wait for the seconds in Retry-After.</Trans>;
  if (status >= 500) return <Trans>The server failed; try again later.</Trans>;
  return null;
}
