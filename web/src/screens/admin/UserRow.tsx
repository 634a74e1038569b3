import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserRow_user$key } from '../../__generated__/UserRow_user.graphql.ts';
import { RoleControl } from './RoleControl.tsx';

/** One account in the users table; the role cell is the only thing an admin changes here. */
export function UserRow({ user }: { user: UserRow_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserRow_user on User {
        username
        displayName
        email
        trustScore
        joinedAt
        ...RoleControl_user
      }
    `,
    user,
  );
  const { i18n } = useLingui();
  const joinedAt = String(data.joinedAt);
  return (
    <tr>
      <th scope="row">{data.username}</th>
      <td>{data.displayName ?? <Missing />}</td>
      <td>{data.email ?? <Missing />}</td>
      <td>
        <RoleControl user={data} />
      </td>
      <td className="admin-number">{i18n.number(data.trustScore)}</td>
      <td>
        <time dateTime={joinedAt}>{i18n.date(new Date(joinedAt), { dateStyle: 'medium' })}</time>
      </td>
    </tr>
  );
}

/** An empty cell that still says something to a screen reader moving through the table. */
function Missing() {
  return (
    <>
      <span aria-hidden="true" className="muted">
        —
      </span>
      <span className="visually-hidden">
        <Trans>None</Trans>
      </span>
    </>
  );
}
