import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLResponse } from 'relay-runtime';
import { renderWithRelay, type Answer } from '../../test/fake-relay.tsx';
import { Component as AuthScreen } from './AuthScreen.tsx';

/** The screen with a server that gives `answer` to every call; returns the calls it got. */
function renderAuth(answer: Answer, path = '/auth') {
  return renderWithRelay(<AuthScreen />, answer, { path }).sent;
}

const wrongPassword = (): GraphQLResponse => ({
  data: {
    logIn: {
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'login', code: 'invalidCredentials', message: 'x' }],
    },
  },
});

async function logIn(login: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email or username'), login);
  await userEvent.type(screen.getAllByLabelText('Password')[0]!, password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login and sign-up screen', () => {
  it('is a tab list that the arrow keys move through, and ?mode=signup opens sign-up', async () => {
    renderAuth(wrongPassword, '/auth?mode=signup');
    const signUp = screen.getByRole('tab', { name: 'Sign up' });
    expect(signUp.getAttribute('aria-selected')).toBe('true');
    signUp.focus();
    await userEvent.keyboard('{ArrowRight}');
    const logInTab = screen.getByRole('tab', { name: 'Log in' });
    expect(logInTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(logInTab);
    expect(screen.getByRole('tabpanel').id).toBe('auth-panel-login');
  });

  it('says a failed login is wrong as a whole and keeps what was typed', async () => {
    renderAuth(wrongPassword);
    await logIn('ada', 'not-her-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email, username or password');
    expect(screen.getByLabelText<HTMLInputElement>('Email or username').value).toBe('ada');
  });

  it('states the wait after too many attempts in whole minutes, rounded up', async () => {
    renderAuth(
      () =>
        ({
          data: null,
          errors: [{ message: 'Too many', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 61 } }],
        }) as never,
    );
    await logIn('ada', 'guess');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('reports a network failure with the spec text', async () => {
    renderAuth(() => {
      throw new Error('offline');
    });
    await logIn('ada', 'guess');
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
  });

  it('catches a mismatching confirmation before sending and focuses that field', async () => {
    const sent = renderAuth(wrongPassword, '/auth?mode=signup');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
    await userEvent.type(screen.getAllByLabelText('Password')[1]!, 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByText('Passwords do not match')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm password'));
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });
});
