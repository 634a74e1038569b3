import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLResponse } from 'relay-runtime';
import type { Answer } from '../../test/fake-relay.tsx';
import { AccountSection } from './AccountSection.tsx';
import { fakeViewer, renderWithAccount } from './test/render-with-account.tsx';

const refused = (field: string, code: string): GraphQLResponse => ({
  data: { deleteAccount: { __typename: 'ValidationError', fieldErrors: [{ field, code, message: 'refused' }] } },
});

async function openDialog(onMutation: Answer) {
  const rendered = renderWithAccount((user) => <AccountSection user={user} />, {
    viewer: fakeViewer(),
    onMutation,
    routes: [{ path: '/', element: <h1>Home</h1> }],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  return { ...rendered, dialog, password: within(dialog).getByLabelText<HTMLInputElement>('Password') };
}

const confirm = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

describe('DeleteAccount', () => {
  it('explains what goes and what stays before asking for the password', async () => {
    const { dialog } = await openDialog(() => refused('password', 'wrongPassword'));
    expect(dialog.textContent).toContain('Deletion is instant and irreversible.');
    expect(dialog.textContent).toContain('Your collection, votes, friendships and sessions are removed.');
    expect(dialog.textContent).toContain('Requests and comments you submitted stay, attributed to a deleted user.');
  });

  it('asks for the password before sending anything', async () => {
    const { dialog, password, mutations } = await openDialog(() => refused('password', 'wrongPassword'));
    await confirm(dialog);
    // The browser's check fetches its checker when first used (forms/useFormSubmit.ts): awaited.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This field is required');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(mutations()).toEqual([]);
  });

  it('shows a wrong password beside the field', async () => {
    const { dialog, password, mutations } = await openDialog(() => refused('password', 'wrongPassword'));
    await userEvent.type(password, 'not-my-password');
    await confirm(dialog);
    await waitFor(() =>
      expect(mutations()).toEqual([
        { name: 'useDeleteAccountMutation', variables: { input: { password: 'not-my-password' } } },
      ]),
    );
    const error = await within(dialog).findByText('The password is incorrect');
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(password);
  });

  it('tells the only administrator why the account stays', async () => {
    const { dialog, password } = await openDialog(() => refused('input', 'lastAdmin'));
    await userEvent.type(password, 'correct horse');
    await confirm(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The site needs at least one administrator');
  });

  it('says how long to wait after too many wrong passwords', async () => {
    const { dialog, password } = await openDialog(
      () =>
        ({
          data: null,
          errors: [{ message: 'Too many attempts', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 900 } }],
        }) as unknown as GraphQLResponse,
    );
    await userEvent.type(password, 'guess');
    await confirm(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many wrong passwords. Try again in 15 minutes.',
    );
  });

  it('forgets the password and returns focus to its button on Cancel', async () => {
    const { dialog, password } = await openDialog(() => refused('password', 'wrongPassword'));
    await userEvent.type(password, 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete account' }));
    expect(password.value).toBe('');
  });

  it('signs the person out and goes home once the account is gone', async () => {
    const { dialog, password } = await openDialog(() => ({
      data: { deleteAccount: { __typename: 'MutationDeleteAccountSuccess', data: { username: 'ada' } } },
    }));
    await userEvent.type(password, 'correct horse');
    await confirm(dialog);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
