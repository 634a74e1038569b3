import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ModeratorActions_request$key } from '../../__generated__/ModeratorActions_request.graphql.ts';
import {
  MODERATOR_ACTIONS,
  MODERATOR_ACTION_EXPLANATIONS,
  MODERATOR_ACTION_LABELS,
  MODERATOR_ACTION_QUESTIONS,
} from './moderator-action-labels.ts';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import type { FormAlert } from '../../forms/useFormSubmit.ts';
import { useModerateRequest, type ModeratorAction } from './useModerateRequest.ts';
import { useOnline } from '../../offline/online-status.ts';

const fragment = graphql`
  fragment ModeratorActions_request on Request {
    id
    status
    resetCount
  }
`;

/** Force approve, reject or expire; each asks for confirmation first. Moderators and admins only. */
export function ModeratorActions({ request: key }: { request: ModeratorActions_request$key }) {
  const { i18n } = useLingui();
  const request = useFragment(fragment, key);
  const { moderate, isInFlight: busy } = useModerateRequest();
  const [confirming, setConfirming] = useState<ModeratorAction | null>(null);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const confirm = async (action: ModeratorAction) => {
    const outcome = await moderate(request.id, action, request.resetCount);
    if (outcome.kind !== 'done') {
      setAlert(outcome.kind === 'invalid' ? { kind: 'problems', problems: outcome.problems, refused: false } : outcome);
    }
    setConfirming(null);
  };
  const pending = request.status === 'PENDING';
  const online = useOnline();
  return (
    <section className="moderator-actions card" aria-labelledby="moderator-actions-heading">
      <h2 id="moderator-actions-heading">
        <Trans>Moderator actions</Trans>
      </h2>
      {!pending && (
        <p className="muted">
          <Trans>This request is resolved; no further action is possible.</Trans>
        </p>
      )}
      {pending && !online && (
        <p className="notice offline-notice">
          <Trans>Moderator actions need the network: they come back once you are online.</Trans>
        </p>
      )}
      {pending && online && !confirming && (
        <div className="moderator-buttons">
          {MODERATOR_ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              className="button"
              onClick={() => {
                setAlert(null);
                setConfirming(action);
              }}
            >
              {i18n._(MODERATOR_ACTION_LABELS[action]!)}
            </button>
          ))}
        </div>
      )}
      {pending && online && confirming && (
        <div className="moderator-confirm notice" role="group" aria-labelledby="moderator-confirm-question">
          <p id="moderator-confirm-question">
            <strong>{i18n._(MODERATOR_ACTION_QUESTIONS[confirming]!)}</strong>{' '}
            {i18n._(MODERATOR_ACTION_EXPLANATIONS[confirming]!)}
          </p>
          <div className="moderator-buttons">
            <button
              ref={confirmButton}
              type="button"
              className="button primary"
              disabled={busy}
              onClick={() => void confirm(confirming)}
            >
              <Trans>Confirm</Trans>
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(null)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      )}
      <FormAlertMessage alert={alert} />
    </section>
  );
}
