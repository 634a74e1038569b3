import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLES, type Role } from '#shared/account-rules';
import type { RoleControl_user$key } from '../../__generated__/RoleControl_user.graphql.ts';
import { useProblemText } from '../../forms/problem-text.ts';
import { ROLE_LABELS } from './role-labels.ts';
import { useSetUserRole } from './useSetUserRole.ts';

type Feedback =
  { kind: 'none' } | { kind: 'changed'; role: Role } | { kind: 'refused'; text: string } | { kind: 'failed' };

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Choose a role, then Save: a slip of the keyboard in the list never changes anyone's role. */
export function RoleControl({ user }: { user: RoleControl_user$key }) {
  const data = useFragment(
    graphql`
      fragment RoleControl_user on User {
        id
        username
        role
      }
    `,
    user,
  );
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const { setUserRole, isInFlight } = useSetUserRole();
  const [choice, setChoice] = useState<string>(data.role);
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'none' });
  // A saved change (or another admin's, after a refetch) arrives through the store: follow it.
  const [shownRole, setShownRole] = useState<string>(data.role);
  if (data.role !== shownRole) {
    setShownRole(data.role);
    setChoice(data.role);
  }
  const username = data.username;
  const unchanged = choice === data.role;
  const roleName = feedback.kind === 'changed' ? i18n._(ROLE_LABELS[feedback.role]) : '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight || unchanged || !isRole(choice)) return;
    setFeedback({ kind: 'none' });
    const outcome = await setUserRole(data.id, choice);
    if (outcome.kind === 'done') {
      setFeedback({ kind: 'changed', role: choice });
    } else if (outcome.kind === 'invalid') {
      // Show the role the user really has, next to why the change was refused.
      setChoice(data.role);
      setFeedback({ kind: 'refused', text: outcome.problems.map(problemText).join(' ') });
    } else {
      setFeedback({ kind: 'failed' });
    }
  };

  return (
    <form className="role-control" onSubmit={(event) => void onSubmit(event)}>
      <div className="role-control-row">
        <select aria-label={t`Role of ${username}`} value={choice} onChange={(event) => setChoice(event.target.value)}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_LABELS[role])}
            </option>
          ))}
        </select>
        {/* aria-disabled, not disabled: the button keeps the focus after saving. */}
        <button
          type="submit"
          className="button"
          aria-disabled={isInFlight || unchanged}
          aria-label={t`Save the role of ${username}`}
        >
          <Trans>Save</Trans>
        </button>
      </div>
      <p role="status" className="role-control-status">
        {feedback.kind === 'changed' && (
          <Trans>
            Role of {username} changed to {roleName}.
          </Trans>
        )}
      </p>
      {feedback.kind === 'refused' && (
        <p role="alert" className="field-error">
          {feedback.text}
        </p>
      )}
      {feedback.kind === 'failed' && (
        <p role="alert" className="field-error">
          <Trans>An unexpected error occurred. Please try again.</Trans>
        </p>
      )}
    </form>
  );
}
