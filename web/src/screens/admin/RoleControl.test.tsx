import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RoleControlTestQuery } from '../../__generated__/RoleControlTestQuery.graphql.ts';
import { renderWithRelay, type Answer } from '../../test/fake-relay.tsx';
import { RoleControl } from './RoleControl.tsx';

const query = graphql`
  query RoleControlTestQuery {
    user: viewer {
      ...RoleControl_user
    }
  }
`;

function Harness() {
  const { user } = useLazyLoadQuery<RoleControlTestQuery>(query, {});
  return user ? <RoleControl user={user} /> : null;
}

/** Kate, with `role`, behind a server that answers setUserRole with `setUserRole`. */
function renderRoleControl(role: string, setUserRole: Answer) {
  return renderWithRelay(
    <Suspense fallback="Loading">
      <Harness />
    </Suspense>,
    (operation) =>
      operation.name === 'RoleControlTestQuery'
        ? { data: { user: { id: 'user-1', username: 'kate', role } } }
        : setUserRole(operation),
  );
}

describe('RoleControl', () => {
  it('saves the chosen role and announces the change', async () => {
    const server = renderRoleControl('USER', () => ({
      data: { setUserRole: { __typename: 'MutationSetUserRoleSuccess', data: { id: 'user-1', role: 'MODERATOR' } } },
    }));
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Role of kate' });
    expect([...select.options].map((option) => option.text)).toEqual(['User', 'Moderator', 'Administrator']);
    await userEvent.selectOptions(select, 'MODERATOR');
    await userEvent.click(screen.getByRole('button', { name: 'Save the role of kate' }));
    expect(await screen.findByText('Role of kate changed to Moderator.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Role of kate changed to Moderator.');
    expect(server.sent.at(-1)).toEqual({
      name: 'useSetUserRoleMutation',
      variables: { input: { userId: 'user-1', role: 'MODERATOR' } },
    });
  });

  it('does not ask the server when the role was not changed', async () => {
    const server = renderRoleControl('USER', () => {
      throw new Error('unexpected request');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save the role of kate' }));
    expect(server.sent.map((operation) => operation.name)).toEqual(['RoleControlTestQuery']);
  });

  it('explains that the last administrator cannot be demoted and shows the role kept', async () => {
    renderRoleControl('ADMIN', () => ({
      data: {
        setUserRole: {
          __typename: 'ValidationError',
          fieldErrors: [{ field: 'role', code: 'lastAdmin', message: 'The site needs at least one administrator' }],
        },
      },
    }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of kate' }), 'USER');
    await userEvent.click(screen.getByRole('button', { name: 'Save the role of kate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The site needs at least one administrator');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role of kate' }).value).toBe('ADMIN');
  });

  it('reports a failed request as an unexpected error', async () => {
    renderRoleControl('USER', () => {
      throw new Error('network down');
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of kate' }), 'ADMIN');
    await userEvent.click(screen.getByRole('button', { name: 'Save the role of kate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
  });
});
