import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../layout/document-title.ts';

/** For an id that is not a number or names no request: say so and lead back to the list. */
export function RequestNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Request not found`);
  return (
    <article className="request-not-found">
      <h1><Trans>Request not found</Trans></h1>
      <p><Trans>There is no request at this address. The link may be mistyped.</Trans></p>
      <p><Link className="button primary" to="/requests"><Trans>Back to the requests</Trans></Link></p>
    </article>
  );
}
