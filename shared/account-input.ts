// The account forms' input schemas (spec sections 4-6), checked alike by the browser and the API:
// the browser checks exactly what the server checks. Codes are stable; the web app translates
// them. Apart from account-rules.ts so pages that only show limits do not download zod (zod/mini).
import { z } from './zod.ts';
import { LOCALES } from './locale-rules.ts';
import { LIMITS, problemParams, USERNAME_PATTERN, DISPLAY_NAME_PATTERN } from './rules.ts';
import { userText } from './input-check.ts';
import { ACCOUNT_LIMITS } from './account-rules.ts';

export const verifyEmailInput = z.object({
  token: z.string().check(z.minLength(1, 'The verification link is incomplete'), z.maxLength(200)),
});

const required = (field: string) => z.string().check(z.minLength(1, `${field} is required`));

const password = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.minLength(1, `${field} is required`),
      z.minLength(LIMITS.passwordMin, `${field} must be at least ${LIMITS.passwordMin} characters`),
      z.maxLength(ACCOUNT_LIMITS.passwordMax, `${field} must be at most ${ACCOUNT_LIMITS.passwordMax} characters`),
    );

/** The password a person types to prove it is them: any length they once chose. */
const currentPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .check(z.minLength(1, `${field} is required`), z.maxLength(ACCOUNT_LIMITS.passwordMax));

export const emailAddress = (field = 'Email') =>
  z.pipe(
    z.pipe(
      z.pipe(
        userText(),
        z.transform((value: string) => value.toLowerCase()),
      ),
      required(field).check(z.maxLength(ACCOUNT_LIMITS.emailMax, `${field} is too long`)),
    ),
    z.email('Enter a valid email address'),
  );

export const username = () =>
  z.pipe(
    userText(),
    z
      .string()
      .check(
        z.minLength(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`),
        z.maxLength(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`),
        z.regex(USERNAME_PATTERN, 'Username may only contain letters, digits and underscores'),
      ),
  );

export const displayName = () =>
  z.pipe(
    userText(),
    z
      .string()
      .check(
        z.minLength(LIMITS.displayNameMin, 'Display name is required'),
        z.maxLength(LIMITS.displayNameMax, `Display name must be at most ${LIMITS.displayNameMax} characters`),
        z.regex(DISPLAY_NAME_PATTERN, 'Display name may only contain letters, digits, underscores and spaces'),
      ),
  );

/** An optional text field: blank means "not given". */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(schema),
  );

export const signUpInput = z
  .object({
    email: emailAddress(),
    displayName: optional(displayName()),
    password: password('Password'),
    passwordConfirmation: z.string().check(z.minLength(1, 'Confirm your password')),
    /** The interface language at sign-up: the first mail (the verification link) is written in it. */
    locale: z.optional(z.enum(LOCALES)),
  })
  .check(
    z.refine((input) => input.password === input.passwordConfirmation, {
      path: ['passwordConfirmation'],
      message: 'Passwords do not match',
      ...problemParams('passwordsDontMatch'),
    }),
  );
export type SignUpInput = z.input<typeof signUpInput>;

export const logInInput = z.object({
  login: z.pipe(userText(), required('Email or username').check(z.maxLength(ACCOUNT_LIMITS.emailMax))),
  password: currentPassword('Password'),
});

export const requestPasswordResetInput = z.object({ email: emailAddress() });

export const resetPasswordInput = z
  .object({
    token: z.string().check(z.minLength(1, 'The reset link is incomplete'), z.maxLength(200)),
    password: password('New password'),
    passwordConfirmation: z.string().check(z.minLength(1, 'Confirm your new password')),
    securityAnswer: z.optional(z.string().check(z.maxLength(ACCOUNT_LIMITS.securityAnswerMax))),
  })
  .check(
    z.refine((input) => input.password === input.passwordConfirmation, {
      path: ['passwordConfirmation'],
      message: 'Passwords do not match',
      ...problemParams('passwordsDontMatch'),
    }),
  );

export const changePasswordInput = z
  .object({
    currentPassword: currentPassword('Current password'),
    newPassword: password('New password'),
    confirmation: z.string().check(z.minLength(1, 'Confirm your new password')),
  })
  .check(
    z.refine((input) => input.newPassword !== input.currentPassword, {
      path: ['newPassword'],
      message: 'The new password must differ from the current one',
      ...problemParams('sameAsCurrent'),
    }),
    z.refine((input) => input.newPassword === input.confirmation, {
      path: ['confirmation'],
      message: 'Passwords do not match',
      ...problemParams('passwordsDontMatch'),
    }),
  );
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const changeEmailInput = z
  .object({
    currentEmail: emailAddress('Current email'),
    newEmail: emailAddress('New email'),
    password: currentPassword('Password'),
  })
  .check(
    z.refine((input) => input.newEmail !== input.currentEmail, {
      path: ['newEmail'],
      message: 'The new email must differ from the current one',
      ...problemParams('sameAsCurrent'),
    }),
  );
export type ChangeEmailInput = z.input<typeof changeEmailInput>;

export const changeNameInput = z
  .object({
    password: currentPassword('Password'),
    username: optional(username()),
    displayName: optional(displayName()),
  })
  .check(
    z.refine((input) => input.username !== undefined || input.displayName !== undefined, {
      path: ['username'],
      message: 'Enter a new username, a new display name or both',
      ...problemParams('atLeastOne'),
    }),
  );
export type ChangeNameInput = z.input<typeof changeNameInput>;

export const changeSecurityQuestionInput = z.object({
  question: z.pipe(
    userText(),
    required('Security question').check(z.maxLength(ACCOUNT_LIMITS.securityQuestionMax, 'The question is too long')),
  ),
  answer: z.pipe(
    userText(),
    required('Security answer').check(z.maxLength(ACCOUNT_LIMITS.securityAnswerMax, 'The answer is too long')),
  ),
});
export type ChangeSecurityQuestionInput = z.input<typeof changeSecurityQuestionInput>;

export const deleteAccountInput = z.object({ password: currentPassword('Password') });

/** The interface language a member's mail is written in. */
export const updateLocaleInput = z.object({
  locale: z.enum(LOCALES, { error: `Choose one of ${LOCALES.join(', ')}` }),
});
