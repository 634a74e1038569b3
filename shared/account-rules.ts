// Account rules (spec sections 4-6): session lifetimes, login limits and field limits. Shared by
// the API and the web app. No zod here: the input schemas are in account-input.ts, which only the
// forms and the API load, so a page that shows a limit does not download zod (issue 30).

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

/**
 * Security answers are compared forgivingly ("Fluffy " is "fluffy"): width, case and spacing do
 * not make a person fail their own question.
 */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
