import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DevTalkPostActions_post$key } from '../../__generated__/DevTalkPostActions_post.graphql.ts';
import { Dialog, useDialog } from '../../layout/Dialog.tsx';
import { devTalkEditPath } from './dev-talk-paths.ts';
import { useDeleteDevTalkPost } from './useDeleteDevTalkPost.ts';

const fragment = graphql`
  fragment DevTalkPostActions_post on DevTalkPost {
    id
    slug
    title
  }
`;

/** Administrators' edit and delete, under a post (only delete in its editor). Deleting asks first, in a dialog. */
export function DevTalkPostActions({
  post: key,
  editing = false,
}: {
  post: DevTalkPostActions_post$key;
  editing?: boolean;
}) {
  const { t } = useLingui();
  const post = useFragment(fragment, key);
  const navigate = useNavigate();
  const dialog = useDialog();
  const { deletePost, isInFlight } = useDeleteDevTalkPost();
  const [failed, setFailed] = useState(false);
  const title = post.title;

  const confirm = async () => {
    setFailed(false);
    const outcome = await deletePost(post.id);
    // Someone deleting it first is as good as deleting it.
    if (
      outcome.kind === 'done' ||
      (outcome.kind === 'invalid' && outcome.problems.some((p) => p.code === 'notFound'))
    ) {
      dialog.close();
      void navigate('/dev-talk');
    } else {
      setFailed(true);
    }
  };

  return (
    <div className="dev-talk-actions">
      {!editing && (
        <Link className="button" to={devTalkEditPath(post.slug)}>
          <Trans>Edit post</Trans>
        </Link>
      )}
      <button type="button" className="button danger" onClick={dialog.open}>
        <Trans>Delete post</Trans>
      </button>
      <Dialog
        control={dialog}
        title={<Trans>Delete “{title}”?</Trans>}
        description={
          <p>
            <Trans>The post disappears from Dev Talk and its feed. This cannot be undone.</Trans>
          </p>
        }
        persistent={isInFlight}
        onClose={() => setFailed(false)}
      >
        {failed && (
          <p className="notice error" role="alert">
            <Trans>Failed to delete the post. Please try again.</Trans>
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={dialog.close} disabled={isInFlight}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button danger"
            onClick={() => void confirm()}
            aria-busy={isInFlight || undefined}
          >
            {isInFlight ? t`Deleting…` : t`Delete`}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
