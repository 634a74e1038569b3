import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { accountSnapshot, createTestUser, TEST_PASSWORD } from '../../test/accounts.ts';
import { accountMutation, type AccountMutation, type FieldProblemResult } from '../../test/account-mutations.ts';

const t = useTestApp();

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

interface Case {
  rule: string;
  input: Record<string, unknown>;
  problem: FieldProblemResult;
}

/**
 * Each refused change answers exactly one field problem and leaves everything stored about the
 * account as it was. Each mutation gets its own user: wrong passwords count towards a limit.
 */
function refuses(mutation: AccountMutation, cases: Case[], defaults: Record<string, unknown>) {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser(t.db, `${mutation}_user`, { email: `${mutation.toLowerCase()}@example.org` });
  });
  it.each(cases.map((c) => [c.rule, c] as const))('%s', async (_rule, { input, problem }) => {
    const before = await accountSnapshot(t.db, user.id);
    const result = await accountMutation(t.app, mutation, { ...defaults, ...input }, { cookie: user.cookie });
    expect(result.problems).toEqual([problem]);
    expect(await accountSnapshot(t.db, user.id)).toEqual(before);
  });
}

describe('a password change is refused', () => {
  refuses(
    'changePassword',
    [
      {
        rule: 'without the current password',
        input: { currentPassword: '' },
        problem: { field: 'currentPassword', code: 'required', message: 'Current password is required' },
      },
      {
        rule: 'with a wrong current password',
        input: { currentPassword: 'not my password' },
        problem: { field: 'currentPassword', code: 'wrongPassword', message: 'The password is incorrect' },
      },
      {
        rule: 'with a new password under 8 characters',
        input: { newPassword: 'short77', confirmation: 'short77' },
        problem: { field: 'newPassword', code: 'tooShort', message: 'New password must be at least 8 characters' },
      },
      {
        rule: 'with a new password equal to the current one',
        input: { newPassword: TEST_PASSWORD, confirmation: TEST_PASSWORD },
        problem: {
          field: 'newPassword',
          code: 'sameAsCurrent',
          message: 'The new password must differ from the current one',
        },
      },
      {
        rule: 'when the confirmation differs',
        input: { confirmation: 'new password 2' },
        problem: { field: 'confirmation', code: 'passwordsDontMatch', message: 'Passwords do not match' },
      },
    ],
    { currentPassword: TEST_PASSWORD, newPassword: 'new password 1', confirmation: 'new password 1' },
  );
});

describe('an email change is refused', () => {
  beforeAll(() => createTestUser(t.db, 'Neighbour', { email: 'neighbour@example.org' }));
  refuses(
    'changeEmail',
    [
      {
        rule: 'without the current email',
        input: { currentEmail: ' ' },
        problem: { field: 'currentEmail', code: 'required', message: 'Current email is required' },
      },
      {
        rule: 'when the current email is not the account’s',
        input: { currentEmail: 'someone@example.org' },
        problem: {
          field: 'currentEmail',
          code: 'currentEmailMismatch',
          message: 'This is not the email address of your account',
        },
      },
      {
        rule: 'with a new email that is not an address',
        input: { newEmail: 'new.example.org' },
        problem: { field: 'newEmail', code: 'invalidEmail', message: 'Enter a valid email address' },
      },
      {
        rule: 'with a new email equal to the current one',
        input: { newEmail: 'ChangeEmail@example.org' },
        problem: {
          field: 'newEmail',
          code: 'sameAsCurrent',
          message: 'The new email must differ from the current one',
        },
      },
      {
        rule: 'with a new email another account uses',
        input: { newEmail: 'NEIGHBOUR@example.org' },
        problem: { field: 'newEmail', code: 'emailInUse', message: 'This email address is already in use' },
      },
      {
        rule: 'without the password',
        input: { password: '' },
        problem: { field: 'password', code: 'required', message: 'Password is required' },
      },
      {
        rule: 'with a wrong password',
        input: { password: 'not my password' },
        problem: { field: 'password', code: 'wrongPassword', message: 'The password is incorrect' },
      },
    ],
    { currentEmail: 'changeemail@example.org', newEmail: 'new@example.org', password: TEST_PASSWORD },
  );
});

describe('a name change is refused', () => {
  beforeAll(() => createTestUser(t.db, 'Occupied'));
  refuses(
    'changeName',
    [
      {
        rule: 'without the password',
        input: { password: '' },
        problem: { field: 'password', code: 'required', message: 'Password is required' },
      },
      {
        rule: 'with a wrong password',
        input: { password: 'not my password' },
        problem: { field: 'password', code: 'wrongPassword', message: 'The password is incorrect' },
      },
      {
        rule: 'with a username under 3 characters',
        input: { username: 'ab' },
        problem: { field: 'username', code: 'tooShort', message: 'Username must be at least 3 characters' },
      },
      {
        rule: 'with a username over 20 characters',
        input: { username: 'a'.repeat(21) },
        problem: { field: 'username', code: 'tooLong', message: 'Username must be at most 20 characters' },
      },
      {
        rule: 'with a username holding other characters than letters, digits and underscores',
        input: { username: 'new-name' },
        problem: {
          field: 'username',
          code: 'invalidFormat',
          message: 'Username may only contain letters, digits and underscores',
        },
      },
      {
        rule: 'with a display name over 50 characters',
        input: { displayName: 'x'.repeat(51) },
        problem: { field: 'displayName', code: 'tooLong', message: 'Display name must be at most 50 characters' },
      },
      {
        rule: 'with a display name holding punctuation',
        input: { displayName: 'New Name!' },
        problem: {
          field: 'displayName',
          code: 'invalidFormat',
          message: 'Display name may only contain letters, digits, underscores and spaces',
        },
      },
      {
        rule: 'when neither a username nor a display name is given',
        input: { username: ' ', displayName: '' },
        problem: { field: 'username', code: 'atLeastOne', message: 'Enter a new username, a new display name or both' },
      },
      {
        rule: 'with a username another account has in any case',
        input: { username: 'OCCUPIED' },
        problem: { field: 'username', code: 'usernameTaken', message: 'This username is already taken' },
      },
    ],
    { password: TEST_PASSWORD, username: 'new_name' },
  );
});

describe('a security question change is refused', () => {
  refuses(
    'changeSecurityQuestion',
    [
      {
        rule: 'without a question',
        input: { question: '  ' },
        problem: { field: 'question', code: 'required', message: 'Security question is required' },
      },
      {
        rule: 'without an answer',
        input: { answer: '' },
        problem: { field: 'answer', code: 'required', message: 'Security answer is required' },
      },
    ],
    { question: 'First game?', answer: 'Tetris' },
  );
});
