import { useRef, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEV_TALK_LIMITS, devTalkPostInput } from '#shared/dev-talk-rules';
import type { DevTalkEditor_post$key } from '../../__generated__/DevTalkEditor_post.graphql.ts';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';
import { DevTalkPreview } from './DevTalkPreview.tsx';
import { devTalkPostPath } from './dev-talk-paths.ts';
import { useCreateDevTalkPost, type DevTalkPostFields } from './useCreateDevTalkPost.ts';
import { useUpdateDevTalkPost } from './useUpdateDevTalkPost.ts';

const FORM = 'dev-talk';

const fragment = graphql`
  fragment DevTalkEditor_post on DevTalkPost {
    id
    title
    content
    published
  }
`;

/**
 * Writing a post in Markdown beside its live preview. The submit button pressed decides the
 * state after saving: a draft, or published. Enter in the title presses the first button, which
 * keeps the post as it is (a draft stays a draft). Saved, it opens at its own address.
 */
export function DevTalkEditor({ post: key }: { post: DevTalkEditor_post$key | null }) {
  const { t } = useLingui();
  const post = useFragment(fragment, key);
  const navigate = useNavigate();
  const create = useCreateDevTalkPost();
  const update = useUpdateDevTalkPost();
  const publish = useRef(false);
  const {
    values,
    update: change,
    problems,
    alert,
    onSubmit,
  } = useFormSubmit({
    initial: { title: post?.title ?? '', content: post?.content ?? '' },
    schema: devTalkPostInput,
    input: (fields): DevTalkPostFields => ({ ...fields, published: publish.current }),
    send: (input: DevTalkPostFields) => (post ? update(post.id, input) : create(input)),
    onDone: ({ slug }) => void navigate(devTalkPostPath(slug)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    publish.current = submitter ? submitter.value === 'publish' : Boolean(post?.published);
    onSubmit(event);
  };

  return (
    <div className="dev-talk-editor">
      <form noValidate onSubmit={submit} aria-label={post ? t`Edit post` : t`Write a post`}>
        <TextField
          form={FORM}
          name="title"
          label={<Trans>Title</Trans>}
          value={values.title}
          onChange={change('title')}
          problem={problems.title}
          maxLength={DEV_TALK_LIMITS.titleMax}
          required
        />
        <TextField
          multiline
          form={FORM}
          name="content"
          label={<Trans>Post (Markdown)</Trans>}
          hint={<Trans>Markdown: # for a heading, - for a list item, [text](https://…) for a link.</Trans>}
          value={values.content}
          onChange={change('content')}
          problem={problems.content}
          maxLength={DEV_TALK_LIMITS.contentMax}
          rows={18}
          spellCheck
          required
        />
        <FormAlertMessage alert={alert} refused={<Trans>Failed to save the post. Please try again.</Trans>} />
        <div className="dev-talk-editor-actions">
          {post?.published ? (
            <>
              <button type="submit" className="button primary" name="state" value="publish">
                <Trans>Save changes</Trans>
              </button>
              <button type="submit" className="button" name="state" value="draft">
                <Trans>Unpublish (back to drafts)</Trans>
              </button>
            </>
          ) : (
            <>
              <button type="submit" className="button" name="state" value="draft">
                <Trans>Save draft</Trans>
              </button>
              <button type="submit" className="button primary" name="state" value="publish">
                <Trans>Publish</Trans>
              </button>
            </>
          )}
        </div>
      </form>
      <DevTalkPreview markdown={values.content} />
    </div>
  );
}
