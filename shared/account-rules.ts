// Account rules (spec sections 4-6): input schemas, session lifetimes and login limits. Shared
// by the API and, through the `@account-rules` alias, by the web app, so the browser checks
// exactly what the server checks. Codes are stable; the web app translates them.
import { z } from 'zod';
import { LOCALES } from './locale-rules.ts';
import { LIMITS, problemParams, USERNAME_PATTERN, DISPLAY_NAME_PATTERN } from './rules.ts';
import { userText } from './input-check.ts';

export const ROLES = ['USER', 'MODERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Session lifetimes. docs/features.md ("Accounts and sessions") documents both numbers. */
export const SESSION = {
  /** A session nobody used for this long is over. */
  idleDays: 7,
  /** No session lives longer than this, however active. */
  absoluteDays: 30,
  /** lastSeenAt is written at most this often, so browsing is not a write per request. */
  touchEveryMinutes: 10,
} as const;

/**
 * Login abuse limits. Failures count per account (by the name typed) *and* client address, so a
 * guesser blocks only itself, never the owner signing in from elsewhere; per address across
 * accounts; and per account across addresses, where past `slowdownAfter` each address that failed
 * waits `slowdownSeconds` between tries while one that has not failed still gets in. The same
 * per-account count holds wrong passwords in account changes and wrong security answers.
 */
export const LOGIN_LIMITS = {
  accountFailures: 5,
  accountWindowSeconds: 15 * 60,
  slowdownAfter: 20,
  slowdownSeconds: 60,
  ipFailures: 30,
  ipWindowSeconds: 60,
} as const;

export const PASSWORD_RESET = {
  validMinutes: 60,
  /** Reset mails asked for from one client address per hour: no mail bombing from one place. */
  requestsPerIpPerHour: 10,
  /** Reset mails asked for one address per hour, whoever asks: no flooding one inbox. */
  requestsPerEmailPerHour: 3,
} as const;

/**
 * Confirming the email address of a new account. Until a member opens the mailed link they may
 * keep a collection but not vote, comment or submit requests: a vote needs a real inbox behind
 * it, so one person cannot stuff it with throwaway accounts.
 */
export const EMAIL_VERIFICATION = {
  /** How long a mailed link works; a new one can be asked for at any time. */
  validHours: 48,
  /** Verification mails one account may ask for an hour: no mail bombing through "resend". */
  resendsPerHour: 5,
} as const;

export const verifyEmailInput = z.object({
  token: z.string().min(1, 'The verification link is incomplete').max(200),
});

export const ACCOUNT_LIMITS = {
  /** argon2 hashes any length; a cap keeps a megabyte "password" from costing server time. */
  passwordMax: 200,
  emailMax: 254,
  securityQuestionMax: 200,
  securityAnswerMax: 100,
} as const;

/** Email notification kinds in the order the settings screen lists them (spec section 3). */
export const EMAIL_NOTIFICATIONS = [
  'collectionGameRequest',
  'requestApproved',
  'requestExpired',
  'moderatorUpdates',
  'security',
  'wantedForTrade',
] as const;
export type EmailNotification = (typeof EMAIL_NOTIFICATIONS)[number];

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

/**
 * Security answers are compared forgivingly ("Fluffy " is "fluffy"): width, case and spacing do
 * not make a person fail their own question.
 */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
