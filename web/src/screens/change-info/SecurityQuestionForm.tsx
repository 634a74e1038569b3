import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { ACCOUNT_LIMITS } from '#shared/account-rules';
import { changeSecurityQuestionInput } from '#shared/account-input';
import type { SecurityQuestionForm_user$key } from '../../__generated__/SecurityQuestionForm_user.graphql.ts';
import { TextField } from '../../forms/TextField.tsx';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { SuccessStatus } from '../../forms/SuccessStatus.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useChangeSecurityQuestion } from './useChangeSecurityQuestion.ts';

// The question only: the answer is stored hashed and is never shown.
const fragment = graphql`
  fragment SecurityQuestionForm_user on User {
    securityQuestion
  }
`;

const EMPTY = { question: '', answer: '' };

export function SecurityQuestionForm({ user }: { user: SecurityQuestionForm_user$key }) {
  const { securityQuestion } = useFragment(fragment, user);
  const { changeSecurityQuestion, isInFlight } = useChangeSecurityQuestion();
  const { values, update, problems, alert, done, onSubmit } = useFormSubmit({
    initial: EMPTY,
    schema: changeSecurityQuestionInput,
    send: changeSecurityQuestion,
    clearOnDone: true,
  });
  return (
    <>
      <p className="change-info-current">
        {securityQuestion ? (
          <Trans>
            Your current security question is <strong>{securityQuestion}</strong>
          </Trans>
        ) : (
          <Trans>You have not set a security question yet.</Trans>
        )}
      </p>
      <form className="change-info-form" noValidate onSubmit={onSubmit}>
        <p className="muted">
          <Trans>The question is asked when you reset a forgotten password. Answers are not case-sensitive.</Trans>
        </p>
        <TextField
          form="security"
          name="question"
          autoComplete="off"
          required
          maxLength={ACCOUNT_LIMITS.securityQuestionMax}
          label={<Trans>Security question</Trans>}
          value={values.question}
          onChange={update('question')}
          problem={problems.question}
        />
        <TextField
          form="security"
          name="answer"
          autoComplete="off"
          required
          maxLength={ACCOUNT_LIMITS.securityAnswerMax}
          label={<Trans>Answer</Trans>}
          value={values.answer}
          onChange={update('answer')}
          problem={problems.answer}
        />
        <SuccessStatus>
          {done && (
            <p>
              <Trans>Your security question has been changed.</Trans>
            </p>
          )}
        </SuccessStatus>
        <FormAlertMessage
          alert={alert}
          refused={<Trans>Failed to change security question. Please try again.</Trans>}
        />
        <p>
          <button type="submit" className="button primary" disabled={isInFlight}>
            {isInFlight ? <Trans>Saving…</Trans> : <Trans>Change security question</Trans>}
          </button>
        </p>
      </form>
    </>
  );
}
