import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { memberName } from './member-name.ts';

/**
 * A member as every page names them: the display name (the username when none is set), linked to
 * their profile, with the username on hover and for screen readers' descriptions, so History, the
 * request page, its votes and comments never disagree on who someone is.
 */
export function MemberLink({ username, displayName }: { username: string; displayName?: string | null }) {
  const { t } = useLingui();
  const shown = memberName({ username, displayName });
  return (
    <Link
      to={`/user/${encodeURIComponent(username)}`}
      title={shown === username ? undefined : t`Username: ${username}`}
    >
      {shown}
    </Link>
  );
}
