import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../layout/document-title.ts';

/** For an id that is not a number or names no game: say so and lead back to the list. */
export function GameNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Game not found`);
  return (
    <article className="game-not-found">
      <h1><Trans>Game not found</Trans></h1>
      <p><Trans>There is no game at this address. It may have been removed, or the link may be mistyped.</Trans></p>
      <p><Link className="button primary" to="/games"><Trans>Back to the games</Trans></Link></p>
    </article>
  );
}
