import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** What members and visitors see at an editor's address: the API would refuse them anyway. */
export function DevTalkAdminOnly() {
  return (
    <>
      <p className="notice" role="status">
        <Trans>Only administrators can write Dev Talk posts.</Trans>
      </p>
      <p>
        <Link to="/dev-talk">
          <Trans>Back to Dev Talk</Trans>
        </Link>
      </p>
    </>
  );
}
