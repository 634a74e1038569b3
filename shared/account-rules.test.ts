import { describe, expect, it } from 'vitest';
import { checkInput } from './input-check.ts';
import { normaliseSecurityAnswer } from './account-rules.ts';
import {
  changeEmailInput,
  changeNameInput,
  changePasswordInput,
  changeSecurityQuestionInput,
  logInInput,
  signUpInput,
} from './account-input.ts';

const signUp = (fields: Record<string, unknown>) =>
  checkInput(signUpInput, {
    email: 'ada@example.org',
    password: 'abcdefgh',
    passwordConfirmation: 'abcdefgh',
    ...fields,
  });
const changeName = (fields: Record<string, unknown>) => checkInput(changeNameInput, { password: 'secret', ...fields });
const problems = (result: ReturnType<typeof checkInput>) => (result.ok ? [] : result.problems);

describe('sign-up rules', () => {
  it('refuses a 7-character password and accepts an 8-character one', () => {
    expect(problems(signUp({ password: 'abcdefg', passwordConfirmation: 'abcdefg' }))).toEqual([
      { field: 'password', code: 'tooShort', message: 'Password must be at least 8 characters', limit: 8 },
    ]);
    expect(signUp({ password: 'abcdefgh', passwordConfirmation: 'abcdefgh' }).ok).toBe(true);
  });

  it('refuses a password longer than 200 characters', () => {
    const long = 'x'.repeat(201);
    expect(problems(signUp({ password: long, passwordConfirmation: long }))).toMatchObject([
      { field: 'password', code: 'tooLong' },
    ]);
  });

  it('reports a confirmation that differs as passwordsDontMatch', () => {
    expect(problems(signUp({ passwordConfirmation: 'abcdefgX' }))).toEqual([
      { field: 'passwordConfirmation', code: 'passwordsDontMatch', message: 'Passwords do not match' },
    ]);
  });

  it('requires an email and refuses one that is not an address', () => {
    expect(problems(signUp({ email: '  ' }))).toMatchObject([
      { field: 'email', code: 'required', message: 'Email is required' },
    ]);
    expect(problems(signUp({ email: 'ada.example.org' }))).toEqual([
      { field: 'email', code: 'invalidEmail', message: 'Enter a valid email address' },
    ]);
  });

  it('stores the email trimmed and lower-cased', () => {
    const result = signUp({ email: '  Ada@Example.ORG ' });
    expect(result.ok && result.value.email).toBe('ada@example.org');
  });

  it('treats a blank display name as none and checks a given one', () => {
    const blank = signUp({ displayName: '   ' });
    expect(blank.ok && blank.value.displayName).toBeUndefined();
    expect(problems(signUp({ displayName: 'Ada!' }))).toMatchObject([{ field: 'displayName', code: 'invalidFormat' }]);
  });
});

describe('log-in rules', () => {
  it('drop halves of surrogate pairs (no UTF-8 form) but keep whole emoji', () => {
    const result = checkInput(logInInput, { login: 'ada\udfff🎮\ud83c', password: 'x' });
    expect(result.ok && result.value.login).toBe('ada🎮');
  });

  it('requires both the login and the password', () => {
    expect(problems(checkInput(logInInput, { login: ' ', password: '' }))).toMatchObject([
      { field: 'login', code: 'required' },
      { field: 'password', code: 'required' },
    ]);
  });
});

describe('name change rules', () => {
  it('accepts usernames of 3 and 20 characters and refuses 2 and 21', () => {
    expect(changeName({ username: 'abc' }).ok).toBe(true);
    expect(changeName({ username: 'a'.repeat(20) }).ok).toBe(true);
    expect(problems(changeName({ username: 'ab' }))).toEqual([
      { field: 'username', code: 'tooShort', message: 'Username must be at least 3 characters', limit: 3 },
    ]);
    expect(problems(changeName({ username: 'a'.repeat(21) }))).toEqual([
      { field: 'username', code: 'tooLong', message: 'Username must be at most 20 characters', limit: 20 },
    ]);
  });

  it('allows only letters, digits and underscores in a username', () => {
    expect(changeName({ username: 'Ada_Lovelace_1815' }).ok).toBe(true);
    for (const username of ['ada lovelace', 'ada-l', 'adà', 'ada!']) {
      expect(problems(changeName({ username }))).toEqual([
        {
          field: 'username',
          code: 'invalidFormat',
          message: 'Username may only contain letters, digits and underscores',
        },
      ]);
    }
  });

  it('accepts a 50-character display name with spaces and refuses 51 characters', () => {
    expect(changeName({ displayName: `Ada ${'x'.repeat(46)}` }).ok).toBe(true);
    expect(problems(changeName({ displayName: 'x'.repeat(51) }))).toEqual([
      { field: 'displayName', code: 'tooLong', message: 'Display name must be at most 50 characters', limit: 50 },
    ]);
    expect(problems(changeName({ displayName: 'Ada <3' }))).toMatchObject([
      { field: 'displayName', code: 'invalidFormat' },
    ]);
  });

  it('treats blank fields as not given and needs at least one of the two', () => {
    expect(problems(changeName({ username: ' ', displayName: '' }))).toEqual([
      { field: 'username', code: 'atLeastOne', message: 'Enter a new username, a new display name or both' },
    ]);
    const onlyDisplayName = changeName({ username: '  ', displayName: 'Ada' });
    expect(onlyDisplayName.ok && onlyDisplayName.value).toEqual({ password: 'secret', displayName: 'Ada' });
  });

  it('requires the password', () => {
    expect(problems(checkInput(changeNameInput, { password: '', username: 'ada' }))).toMatchObject([
      { field: 'password', code: 'required' },
    ]);
  });
});

describe('password change rules', () => {
  const change = (fields: Record<string, unknown>) =>
    problems(
      checkInput(changePasswordInput, {
        currentPassword: 'old-secret',
        newPassword: 'new-secret',
        confirmation: 'new-secret',
        ...fields,
      }),
    );

  it('accepts any current password but needs a new one of at least 8 characters', () => {
    expect(change({ currentPassword: 'short' })).toEqual([]);
    expect(change({ newPassword: 'seven77', confirmation: 'seven77' })).toMatchObject([
      { field: 'newPassword', code: 'tooShort' },
    ]);
  });

  it('refuses a new password equal to the current one, and a confirmation that differs', () => {
    expect(change({ newPassword: 'old-secret', confirmation: 'old-secret' })).toMatchObject([
      { field: 'newPassword', code: 'sameAsCurrent' },
    ]);
    expect(change({ confirmation: 'new-secreT' })).toMatchObject([
      { field: 'confirmation', code: 'passwordsDontMatch' },
    ]);
  });
});

describe('email change rules', () => {
  it('compares the new address with the current one after lower-casing', () => {
    const result = checkInput(changeEmailInput, {
      currentEmail: 'ada@example.org',
      newEmail: 'ADA@example.org ',
      password: 'x',
    });
    expect(problems(result)).toMatchObject([{ field: 'newEmail', code: 'sameAsCurrent' }]);
  });
});

describe('security question rules', () => {
  it('requires both the question and the answer', () => {
    expect(problems(checkInput(changeSecurityQuestionInput, { question: ' ', answer: '' }))).toEqual([
      { field: 'question', code: 'required', message: 'Security question is required' },
      { field: 'answer', code: 'required', message: 'Security answer is required' },
    ]);
  });
});

describe('security answers', () => {
  it('are compared without regard to case, surrounding or repeated spaces, or character width', () => {
    expect(normaliseSecurityAnswer('  Fluffy   the\tCat \n')).toBe('fluffy the cat');
    expect(normaliseSecurityAnswer('ＦＬＵＦＦＹ')).toBe('fluffy');
    expect(normaliseSecurityAnswer('Fluffy')).not.toBe(normaliseSecurityAnswer('Fluffy2'));
  });
});
