import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ConsoleManagementTestQuery } from '../../../__generated__/ConsoleManagementTestQuery.graphql.ts';
import { mutationsIn, renderWithRelay, type Answer } from '../../../test/fake-relay.tsx';
import { ViewerProvider } from '../../../viewer/useViewer.ts';
import { ConsoleManagement } from './ConsoleManagement.tsx';

const viewerQuery = graphql`
  query ConsoleManagementTestQuery {
    viewer {
      ...useViewer_user
    }
  }
`;

const n64 = {
  id: 'Q29uc29sZTo0',
  databaseId: 4,
  name: 'Nintendo 64',
  manufacturer: 'Nintendo',
  releaseDate: '1996-06-23',
};
const mystery = { id: 'Q29uc29sZTo5', databaseId: 9, name: 'Mystery Box', manufacturer: 'Nobody', releaseDate: null };
type FakeConsole = typeof n64 | typeof mystery;

const consolesAnswer = (consoles: FakeConsole[]) => ({
  data: {
    consoles: {
      edges: consoles.map((node) => ({ cursor: `c${node.databaseId}`, node: { __typename: 'Console', ...node } })),
      pageInfo: { endCursor: 'c9', hasNextPage: false },
    },
  },
});

function renderFor(
  role: 'USER' | 'MODERATOR' | 'ADMIN' | null,
  { onMutation, locale }: { onMutation?: Answer; locale?: 'en' | 'nl' } = {},
) {
  function AsViewer() {
    const data = useLazyLoadQuery<ConsoleManagementTestQuery>(viewerQuery, {});
    return (
      <ViewerProvider user={data.viewer}>
        <ConsoleManagement />
      </ViewerProvider>
    );
  }
  const rendered = renderWithRelay(
    <Suspense fallback="Loading">
      <AsViewer />
    </Suspense>,
    (operation) => {
      if (operation.name === 'ConsoleManagementTestQuery') {
        return {
          data: { viewer: role && { id: 'VXNlcjox', databaseId: 1, username: 'kate', displayName: null, role } },
        };
      }
      if (operation.name === 'ConsoleManagementQuery') return consolesAnswer([n64, mystery]);
      if (!onMutation) throw new Error(`Unexpected operation ${operation.name}`);
      return onMutation(operation);
    },
    { path: '/settings', locale },
  );
  return { ...rendered, mutations: () => mutationsIn(rendered.sent) };
}

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;
const editForm = (name: string) => within(screen.getByRole('form', { name: `Edit ${name}` }));

const updated = (values: Partial<FakeConsole>) => () => ({
  data: { updateConsole: { __typename: 'MutationUpdateConsoleSuccess', data: { ...n64, ...values } } },
});

describe('console management for people who only read', () => {
  it('lists every console with its manufacturer and release date, and no way to change them, for a user', async () => {
    renderFor('USER');
    const first = await row('Nintendo 64');
    expect(within(first).getByRole('cell', { name: 'Nintendo' })).toBeTruthy();
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('1996-06-23');
    expect(first.querySelector('time')?.textContent).toBe('Jun 23, 1996');
    expect((await row('Mystery Box')).textContent).toContain('Unknown');
    expect(screen.getByText('Only moderators and administrators can add or change consoles.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a console' })).toBeNull();
  });

  it('shows a visitor the same read-only list', async () => {
    renderFor(null);
    expect(await row('Nintendo 64')).toBeTruthy();
    expect(screen.getByText('Only moderators and administrators can add or change consoles.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('writes release dates the way the interface language does', async () => {
    renderFor('USER', { locale: 'nl' });
    expect((await row('Nintendo 64')).querySelector('time')?.textContent).toBe('23 jun 1996');
  });
});

describe('console management for moderators', () => {
  it('edits a row in place: Enter saves, the row shows the answer and focus returns to its Edit button', async () => {
    const { mutations } = renderFor('MODERATOR', { onMutation: updated({ name: 'Nintendo 64 (Ultra)' }) });
    await userEvent.click(within(await row('Nintendo 64')).getByRole('button', { name: 'Edit Nintendo 64' }));
    const name = editForm('Nintendo 64').getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Nintendo 64 (Ultra){Enter}');
    expect(mutations()).toEqual([
      {
        name: 'useUpdateConsoleMutation',
        variables: {
          id: n64.id,
          input: { name: 'Nintendo 64 (Ultra)', manufacturer: 'Nintendo', releaseDate: '1996-06-23' },
        },
      },
    ]);
    const edit = await screen.findByRole('button', { name: 'Edit Nintendo 64 (Ultra)' });
    expect(document.activeElement).toBe(edit);
    expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull();
    expect(await screen.findByText('Your changes to Nintendo 64 (Ultra) were saved.')).toBeTruthy();
  });

  it('cancels with Escape: nothing is sent, the row is as it was and focus is back on its Edit button', async () => {
    const { mutations } = renderFor('ADMIN', { onMutation: updated({}) });
    await userEvent.click(within(await row('Nintendo 64')).getByRole('button', { name: 'Edit Nintendo 64' }));
    await userEvent.type(editForm('Nintendo 64').getByRole('textbox', { name: 'Manufacturer' }), ' Co.');
    await userEvent.keyboard('{Escape}');
    expect(mutations()).toEqual([]);
    expect(within(await row('Nintendo 64')).getByRole('cell', { name: 'Nintendo' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Nintendo 64' }));
  });

  it('keeps the row open with the error beside the name when the name is taken', async () => {
    const taken = () => ({
      data: {
        updateConsole: {
          __typename: 'ValidationError',
          fieldErrors: [{ field: 'name', code: 'taken', message: 'A console with this name already exists' }],
        },
      },
    });
    renderFor('MODERATOR', { onMutation: taken });
    await userEvent.click(within(await row('Nintendo 64')).getByRole('button', { name: 'Edit Nintendo 64' }));
    const name = editForm('Nintendo 64').getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mystery Box{Enter}');
    expect(await screen.findByText('This name is already taken')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('Failed to save the console. Please try again.')).toBeTruthy();
  });

  it('checks the release date in the browser before sending anything', async () => {
    const { mutations } = renderFor('MODERATOR', { onMutation: updated({}) });
    await userEvent.click(within(await row('Nintendo 64')).getByRole('button', { name: 'Edit Nintendo 64' }));
    const date = editForm('Nintendo 64').getByRole('textbox', { name: 'Release date' });
    await userEvent.clear(date);
    await userEvent.type(date, '1996-02-30{Enter}');
    expect(await screen.findByText('Enter a real date between 1950 and 2100')).toBeTruthy();
    expect(document.activeElement).toBe(date);
    expect(mutations()).toEqual([]);
  });

  it('adds a console to the list, and the form is blank again for the next one', async () => {
    const created = {
      id: 'Q29uc29sZToxMA==',
      databaseId: 10,
      name: 'Virtual Boy',
      manufacturer: 'Nintendo',
      releaseDate: '1995-07-21',
    };
    const { mutations } = renderFor('ADMIN', {
      onMutation: () => ({ data: { createConsole: { __typename: 'MutationCreateConsoleSuccess', data: created } } }),
    });
    const form = await screen.findByRole('form', { name: 'Add a console' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Virtual Boy');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Manufacturer' }), 'Nintendo');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Release date' }), '1995-07-21');
    await userEvent.click(within(form).getByRole('button', { name: 'Add console' }));
    const [sent] = mutations();
    expect(sent?.name).toBe('useCreateConsoleMutation');
    expect(sent?.variables.input).toEqual({ name: 'Virtual Boy', manufacturer: 'Nintendo', releaseDate: '1995-07-21' });
    expect(await row('Virtual Boy')).toBeTruthy();
    expect(screen.getByText('Virtual Boy was added to the list.')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  });
});
