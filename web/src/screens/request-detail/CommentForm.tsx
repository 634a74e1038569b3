import { Trans, useLingui } from '@lingui/react/macro';
import { REQUEST_LIMITS } from '#shared/request-rules';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { useProblemText } from '../../forms/problem-text.ts';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { useViewer } from '../../viewer/useViewer.ts';
import { VerifyEmailNotice } from '../../viewer/VerifyEmailNotice.tsx';
import { useAddComment } from './useAddComment.ts';

const FORM = 'comment';

/** Adds a comment; the field empties once it is posted, ready for the next one. */
export function CommentForm({ requestId, connectionId }: { requestId: string; connectionId: string }) {
  const viewer = useViewer();
  if (viewer?.emailVerified === false) {
    return (
      <VerifyEmailNotice>
        <Trans>Confirm your email address to comment.</Trans>
      </VerifyEmailNotice>
    );
  }
  return <CommentFormFields requestId={requestId} connectionId={connectionId} />;
}

function CommentFormFields({ requestId, connectionId }: { requestId: string; connectionId: string }) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const addComment = useAddComment();
  const { values, update, problems, alert, onSubmit } = useFormSubmit({
    initial: { body: '' },
    // A page that shows a request: zod comes when the form is used (issue 30).
    schema: () => import('#shared/request-input').then((rules) => rules.commentInput),
    clearOnDone: true,
    send: ({ body }) => addComment(requestId, body, connectionId),
  });
  const problem = problems.body;
  const id = `${FORM}-body`;
  return (
    <form className="comment-form" noValidate onSubmit={onSubmit} aria-label={t`Add a comment`}>
      <div className="field">
        <label htmlFor={id}>
          <Trans>Your comment</Trans>
        </label>
        <textarea
          id={id}
          name="body"
          rows={3}
          maxLength={REQUEST_LIMITS.commentMax}
          value={values.body}
          onChange={(event) => update('body')(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        {problem && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {problemText(problem)}
          </p>
        )}
      </div>
      <FormAlertMessage alert={alert} refused={<Trans>Failed to add the comment. Please try again.</Trans>} />
      <button type="submit" className="button primary">
        <Trans>Add comment</Trans>
      </button>
    </form>
  );
}
