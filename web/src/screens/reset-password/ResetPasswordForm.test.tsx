import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLResponse } from 'relay-runtime';
import { renderWithRelay } from '../../test/fake-relay.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const refused = (field: string, code: string): GraphQLResponse => ({
  data: { resetPassword: { __typename: 'ValidationError', fieldErrors: [{ field, code, message: 'x' }] } },
});

function renderForm(answer: GraphQLResponse, securityQuestion: string | null) {
  const onReset = vi.fn();
  const onLinkInvalid = vi.fn();
  const { sent } = renderWithRelay(
    <ResetPasswordForm
      token="t0ken"
      securityQuestion={securityQuestion}
      onReset={onReset}
      onLinkInvalid={onLinkInvalid}
    />,
    () => answer,
  );
  return { sent, onReset, onLinkInvalid };
}

async function choose(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the reset password form', () => {
  it('asks the account’s own security question, and shows a wrong answer beside it', async () => {
    const { sent } = renderForm(refused('securityAnswer', 'wrongSecurityAnswer'), 'Name of your first pet?');
    await userEvent.type(screen.getByLabelText('Name of your first pet?'), 'Rex');
    await choose('a-new-password');
    expect((await screen.findByRole('alert')).textContent).toBe('The security answer is incorrect');
    expect(screen.getByLabelText('Name of your first pet?').getAttribute('aria-invalid')).toBe('true');
    expect(sent[0]!.variables).toMatchObject({ input: { token: 't0ken', securityAnswer: 'Rex' } });
  });

  it('has no answer field when the account has no question', () => {
    renderForm(refused('token', 'invalidToken'), null);
    const inputs = [...document.querySelectorAll('input')].map((input) => input.name);
    expect(inputs).toEqual(['password', 'passwordConfirmation']);
  });

  it('checks length and confirmation in the browser before sending', async () => {
    const { sent } = renderForm(refused('token', 'invalidToken'), null);
    await choose('short', 'other');
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    expect(sent).toEqual([]);
  });

  it('gives way to the dead-link message when the link died since the page loaded', async () => {
    const { onLinkInvalid, onReset } = renderForm(refused('token', 'invalidToken'), null);
    await choose('a-new-password');
    await vi.waitFor(() => expect(onLinkInvalid).toHaveBeenCalled());
    expect(onReset).not.toHaveBeenCalled();
  });
});
