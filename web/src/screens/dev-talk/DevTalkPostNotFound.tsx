import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../layout/document-title.ts';

/** For a slug that names no post (or a draft, to anyone but administrators): say so and lead back. */
export function DevTalkPostNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Post not found`);
  return (
    <article className="dev-talk-not-found">
      <h1>
        <Trans>Post not found</Trans>
      </h1>
      <p>
        <Trans>There is no post at this address. It may have been removed, or the link may be mistyped.</Trans>
      </p>
      <p>
        <Link className="button primary" to="/dev-talk">
          <Trans>Back to Dev Talk</Trans>
        </Link>
      </p>
    </article>
  );
}
