import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { AccountSection_user$key } from '../../__generated__/AccountSection_user.graphql.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { SessionList } from './SessionList.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';

const fragment = graphql`
  fragment AccountSection_user on User {
    username
    ...SessionList_user
  }
`;

/** The signed-in user's account: links to the change-info modes, sessions and deletion. */
export function AccountSection({ user }: { user: AccountSection_user$key | null | undefined }) {
  const data = useFragment(fragment, user ?? null);
  const username = data?.username;
  return (
    <section className="settings-section card" aria-labelledby="settings-account">
      <h2 id="settings-account">
        <Trans>Account</Trans>
      </h2>
      {data ? (
        <>
          <p className="settings-hint muted">
            <Trans>
              Signed in as <strong>{username}</strong>.
            </Trans>
          </p>
          <ul className="account-links">
            <li>
              <Link to="/change-info?mode=password">
                <Trans>Change password</Trans>
              </Link>
            </li>
            <li>
              <Link to="/change-info?mode=email">
                <Trans>Change email</Trans>
              </Link>
            </li>
            <li>
              <Link to="/change-info?mode=name">
                <Trans>Change name</Trans>
              </Link>
            </li>
            <li>
              <Link to="/change-info?mode=security">
                <Trans>Change security question</Trans>
              </Link>
            </li>
          </ul>
          <SessionList user={data} />
          <DeleteAccount />
        </>
      ) : (
        <LoginPrompt />
      )}
    </section>
  );
}
