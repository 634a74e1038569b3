import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appServer, renderScreen, resetAppServer, setUpAppServer } from '../../test/app-environment.tsx';
import { mutationsIn, type Answer } from '../../test/fake-relay.tsx';
import { Component, loader, shouldRevalidate } from './ChangeInfoScreen.tsx';

const user = {
  id: 'VXNlcjo0Mg==',
  databaseId: 42,
  role: 'USER',
  username: 'ada',
  displayName: 'Ada L',
  email: 'ada@example.org',
  securityQuestion: null,
};

// The route loader preloads into the environment loaders use: in these tests, one with a fake server.
setUpAppServer();

/**
 * The screen's query answered, everything else by `other`. The environment's store is shared by
 * the file's tests, so whether the screen asks again depends on the tests before: answer it always.
 */
const withScreenQuery =
  (other: Answer): Answer =>
  (operation) =>
    operation.name === 'ChangeInfoScreenQuery'
      ? { data: { viewer: { __typename: 'User', ...user } } }
      : other(operation);

beforeEach(() =>
  resetAppServer(
    withScreenQuery(({ name }) => {
      throw new Error(`unexpected ${name}`);
    }),
  ),
);

function renderChangeInfo(search: string, { signedIn = true } = {}) {
  const screens = [{ path: 'change-info', loader, shouldRevalidate, Component }];
  return renderScreen({ path: `/change-info${search}`, screens, viewer: signedIn ? user : null });
}

const mutations = () => mutationsIn(appServer.sent);

describe('change account information', () => {
  it('asks a visitor to log in', async () => {
    renderChangeInfo('?mode=password', { signedIn: false });
    expect(await screen.findByText('Please login to contribute')).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('offers the four forms when the mode is missing or unknown', async () => {
    renderChangeInfo('?mode=nonsense');
    const menu = await screen.findByRole('navigation', { name: 'Account information' });
    const links = [...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/change-info?mode=password',
      '/change-info?mode=email',
      '/change-info?mode=name',
      '/change-info?mode=security',
    ]);
  });

  it('reports a mismatching confirmation beside its field without asking the server', async () => {
    renderChangeInfo('?mode=password');
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // The browser's check fetches its checker when first used (forms/useFormSubmit.ts): awaited.
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm new password'));
    expect(mutations()).toEqual([]);
  });

  it('shows a refused password beside its field and as a form alert, keeping what was typed', async () => {
    appServer.reply = withScreenQuery(() => ({
      data: {
        changePassword: {
          __typename: 'ValidationError',
          fieldErrors: [{ field: 'currentPassword', code: 'wrongPassword', message: 'The password is incorrect' }],
        },
      },
    }));
    renderChangeInfo('?mode=password');
    await userEvent.type(await screen.findByLabelText('Current password'), 'not-my-password');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'The password is incorrect',
      'Failed to change password. Please try again.',
    ]);
    expect(mutations()[0]?.variables).toEqual({
      input: { currentPassword: 'not-my-password', newPassword: 'new-password-1', confirmation: 'new-password-1' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('new-password-1');
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it('says how many minutes to wait after too many attempts, rounded up', async () => {
    appServer.reply = withScreenQuery(
      () =>
        ({
          data: null,
          errors: [{ message: 'Too many attempts.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 61 } }],
        }) as never,
    );
    renderChangeInfo('?mode=name');
    await userEvent.type(await screen.findByLabelText('New username'), 'ada_2');
    await userEvent.type(screen.getByLabelText('Password'), 'a-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('says an unexpected error occurred when the server fails', async () => {
    appServer.reply = withScreenQuery(() => {
      throw new Error('Internal server error');
    });
    renderChangeInfo('?mode=security');
    await userEvent.type(await screen.findByLabelText('Security question'), 'First console?');
    await userEvent.type(screen.getByLabelText('Answer'), 'SNES');
    await userEvent.click(screen.getByRole('button', { name: 'Change security question' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
    expect(screen.getByLabelText<HTMLInputElement>('Answer').value).toBe('SNES');
  });

  it('needs a new username or display name, and checks the username before sending', async () => {
    renderChangeInfo('?mode=name');
    await userEvent.type(await screen.findByLabelText('Password'), 'a-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    expect(await screen.findByText('Enter a new username, a new display name or both')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New username'), 'a!');
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    expect(await screen.findByText('Username must be 3-20 characters')).toBeTruthy();
    expect(mutations()).toEqual([]);
  });

  it('shows the current email address but leaves the current email field for the person to type', async () => {
    renderChangeInfo('?mode=email');
    expect((await screen.findByText('ada@example.org')).tagName).toBe('STRONG');
    expect(screen.getByLabelText<HTMLInputElement>('Current email address').value).toBe('');
  });
});
