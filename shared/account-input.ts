// The account forms' input schemas (spec sections 4-6), checked alike by the browser and the API:
// the browser checks exactly what the server checks. Codes are stable; the web app translates
// them. Apart from account-rules.ts so pages that only show limits do not download zod.
import { z } from 'zod';
import { LOCALES } from './locale-rules.ts';
import { LIMITS, problemParams, USERNAME_PATTERN, DISPLAY_NAME_PATTERN } from './rules.ts';
import { userText } from './input-check.ts';
import { ACCOUNT_LIMITS } from './account-rules.ts';

export const verifyEmailInput = z.object({
  token: z.string().min(1, 'The verification link is incomplete').max(200),
});

const required = (field: string) => z.string().min(1, `${field} is required`);

const password = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .min(LIMITS.passwordMin, `${field} must be at least ${LIMITS.passwordMin} characters`)
    .max(ACCOUNT_LIMITS.passwordMax, `${field} must be at most ${ACCOUNT_LIMITS.passwordMax} characters`);

/** The password a person types to prove it is them: any length they once chose. */
const currentPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(ACCOUNT_LIMITS.passwordMax);

export const emailAddress = (field = 'Email') =>
  userText()
    .transform((value) => value.toLowerCase())
    .pipe(required(field).max(ACCOUNT_LIMITS.emailMax, `${field} is too long`))
    .pipe(z.email('Enter a valid email address'));

export const username = () =>
  userText().pipe(
    z
      .string()
      .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
      .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
      .regex(USERNAME_PATTERN, 'Username may only contain letters, digits and underscores'),
  );

export const displayName = () =>
  userText().pipe(
    z
      .string()
      .min(LIMITS.displayNameMin, 'Display name is required')
      .max(LIMITS.displayNameMax, `Display name must be at most ${LIMITS.displayNameMax} characters`)
      .regex(DISPLAY_NAME_PATTERN, 'Display name may only contain letters, digits, underscores and spaces'),
  );

/** An optional text field: blank means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export const signUpInput = z
  .object({
    email: emailAddress(),
    displayName: optional(displayName()),
    password: password('Password'),
    passwordConfirmation: z.string().min(1, 'Confirm your password'),
    /** The interface language at sign-up: the first mail (the verification link) is written in it. */
    locale: z.enum(LOCALES).optional(),
  })
  .refine((input) => input.password === input.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'Passwords do not match',
    ...problemParams('passwordsDontMatch'),
  });
export type SignUpInput = z.input<typeof signUpInput>;

export const logInInput = z.object({
  login: userText().pipe(required('Email or username').max(ACCOUNT_LIMITS.emailMax)),
  password: currentPassword('Password'),
});

export const requestPasswordResetInput = z.object({ email: emailAddress() });

export const resetPasswordInput = z
  .object({
    token: z.string().min(1, 'The reset link is incomplete').max(200),
    password: password('New password'),
    passwordConfirmation: z.string().min(1, 'Confirm your new password'),
    securityAnswer: z.string().max(ACCOUNT_LIMITS.securityAnswerMax).optional(),
  })
  .refine((input) => input.password === input.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'Passwords do not match',
    ...problemParams('passwordsDontMatch'),
  });

export const changePasswordInput = z
  .object({
    currentPassword: currentPassword('Current password'),
    newPassword: password('New password'),
    confirmation: z.string().min(1, 'Confirm your new password'),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
    ...problemParams('sameAsCurrent'),
  })
  .refine((input) => input.newPassword === input.confirmation, {
    path: ['confirmation'],
    message: 'Passwords do not match',
    ...problemParams('passwordsDontMatch'),
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const changeEmailInput = z
  .object({
    currentEmail: emailAddress('Current email'),
    newEmail: emailAddress('New email'),
    password: currentPassword('Password'),
  })
  .refine((input) => input.newEmail !== input.currentEmail, {
    path: ['newEmail'],
    message: 'The new email must differ from the current one',
    ...problemParams('sameAsCurrent'),
  });
export type ChangeEmailInput = z.input<typeof changeEmailInput>;

export const changeNameInput = z
  .object({
    password: currentPassword('Password'),
    username: optional(username()),
    displayName: optional(displayName()),
  })
  .refine((input) => input.username !== undefined || input.displayName !== undefined, {
    path: ['username'],
    message: 'Enter a new username, a new display name or both',
    ...problemParams('atLeastOne'),
  });
export type ChangeNameInput = z.input<typeof changeNameInput>;

export const changeSecurityQuestionInput = z.object({
  question: userText().pipe(
    required('Security question').max(ACCOUNT_LIMITS.securityQuestionMax, 'The question is too long'),
  ),
  answer: userText().pipe(required('Security answer').max(ACCOUNT_LIMITS.securityAnswerMax, 'The answer is too long')),
});
export type ChangeSecurityQuestionInput = z.input<typeof changeSecurityQuestionInput>;

export const deleteAccountInput = z.object({ password: currentPassword('Password') });

/** The interface language a member's mail is written in. */
export const updateLocaleInput = z.object({
  locale: z.enum(LOCALES, { error: `Choose one of ${LOCALES.join(', ')}` }),
});
