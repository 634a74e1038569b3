// The product's business constants, limits and problem codes (spec sections 3, 4, 5 and 9), in
// one place. Imported by the API and, through the `#shared/*` import, by the web app: never copy a value.
// Plain values only, no zod: the first page imports this module; input schemas live in the
// *-rules modules and input-check.ts.
// Values only the browser uses (themes, fonts, storage keys, terms) live in web/src.

export const SUPPORT_REPLY_WEEKS = { min: 1, max: 2 } as const;

export const LIMITS = {
  passwordMin: 8,
  usernameMin: 3,
  usernameMax: 20,
  displayNameMin: 1,
  displayNameMax: 50,
  friendMessageMax: 255,
  imageMaxBytes: 500 * 1024,
  imageMaxPixels: 25_000_000,
  nameSearchMax: 10,
  randomGamesDefault: 10,
  randomGamesMax: 50,
  pageSizeMax: 100,
  /** Games per page of the REST list when `length` is not given. */
  restPageDefault: 25,
  searchQueryMax: 200,
  contactMessageMax: 5000,
  contactSubjectMax: 200,
  contactNameMax: 100,
} as const;

/** Largest id a PostgreSQL `integer` column holds: a larger number names no row (and the database would refuse it). */
export const MAX_ROW_ID = 2_147_483_647;

/** Release years the catalogue accepts (dates and the year filter). */
export const RELEASE_YEAR_RANGE = { min: 1950, max: 2100 } as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const DISPLAY_NAME_PATTERN = /^[A-Za-z0-9_ ]+$/;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const APPROVAL = {
  /** Edit requests: at least this share of approvals applies the edit at expiry. */
  editApplyPercent: 70,
  /** Edit requests: strictly above this (and below editApplyPercent) resets the request. */
  editResetAbovePercent: 50,
  /** Delete requests: at least this share removes the game at expiry. */
  deletePercent: 80,
  /** A request with no votes at all is reset at most this many times, then rejected. */
  maxResetsWithoutVotes: 3,
  defaultLifetimeDays: 14,
} as const;

export const TRUST_SCORE = { start: 0, min: -100, max: 100, approvedDelta: 5, rejectedDelta: -5 } as const;

export const REGIONS = ['NTSC_U', 'NTSC_J', 'PAL', 'OTHER'] as const;
export type Region = (typeof REGIONS)[number];
/** How regions are written for people ("NTSC-U"); the enum names are for the database. */
export const REGION_LABELS: Record<Region, string> = {
  NTSC_U: 'NTSC-U',
  NTSC_J: 'NTSC-J',
  PAL: 'PAL',
  OTHER: 'Other',
};

export const COLLECTOR_LEVELS = [
  'beginner',
  'novice',
  'casual',
  'enthusiast',
  'dedicated',
  'avid',
  'expert',
  'connoisseur',
  'master',
  'scholar',
  'legendary',
  'archivist',
  'historian',
  'god',
] as const;
export type CollectorLevel = (typeof COLLECTOR_LEVELS)[number];
/** Owned copies needed for each level, index for index with COLLECTOR_LEVELS. */
export const COLLECTOR_LEVEL_THRESHOLDS = [0, 1, 5, 10, 25, 50, 100, 200, 350, 500, 750, 1000, 1500, 2500] as const;

export interface EmailDefaults {
  enabled: boolean;
  collectionGameRequest: boolean;
  requestApproved: boolean;
  requestExpired: boolean;
  moderatorUpdates: boolean;
  security: boolean;
  /** A friend marked for trade a version on my want list. */
  wantedForTrade: boolean;
}

export const DEFAULT_EMAIL_DEFAULTS: EmailDefaults = {
  enabled: false,
  collectionGameRequest: false,
  requestApproved: false,
  requestExpired: false,
  moderatorUpdates: false,
  security: false,
  wantedForTrade: false,
};

/**
 * Every code a FieldProblem can carry: the one list the API may send and the web words. Adding a
 * code here makes the web's problem-text mapping fail to compile until it says it in words.
 */
export const PROBLEM_CODES = [
  // From zod's issue kinds (problemCode in input-check.ts), so every schema gets them for free.
  'required',
  'tooShort',
  'tooLong',
  'invalidEmail',
  'invalidFormat',
  'invalidType',
  'invalidValue',
  /** Any other broken rule: the value is not accepted. */
  'invalid',
  // Refinements of the shared rules.
  'passwordsDontMatch',
  'sameAsCurrent',
  'atLeastOne',
  'invalidDate',
  'invalidUrl',
  /** A barcode that is not an EAN-13 or UPC-A code with a valid check digit (barcode-rules). */
  'invalidBarcode',
  /** Twelve or thirteen digits whose check digit does not match: most likely a typing mistake. */
  'barcodeCheckDigit',
  'inFuture',
  'tooEarly',
  // Refusals only the API can decide (the database, a secret, someone else's state).
  'notFound',
  'taken',
  /** A barcode another version already has. */
  'barcodeInUse',
  'emailInUse',
  'usernameTaken',
  'wrongPassword',
  'currentEmailMismatch',
  'invalidCredentials',
  'invalidToken',
  'invalidVerificationLink',
  /** The member has not confirmed their email address yet (votes, comments, requests). */
  'emailNotVerified',
  'wrongSecurityAnswer',
  'lastAdmin',
  'currentSession',
  /** A member already has the most webhooks allowed (webhook-rules). */
  'tooManyWebhooks',
  /** A member already holds API_KEY.maxPerMember live API keys. */
  'tooManyApiKeys',
  'noChanges',
  'befriendSelf',
  'alreadyFriends',
  'alreadyRequested',
  'notFriends',
  'friendRequestGone',
  // Community review: a vote or moderator action the request's state no longer allows.
  'votingClosed',
  'ownRequest',
  'requestClosed',
  'requestChanged',
  // An uploaded image (catalogue-rules IMAGE_PROBLEMS).
  'imageType',
  'imageTooLarge',
  'imageTooManyPixels',
  'imageUnreadable',
  // A collection import row or chunk (collection-rules IMPORT_PROBLEM_CODES).
  'yesOrNo',
  'wholeNumber',
  'isoDate',
  'unknownRegion',
  'versionNotNamed',
  'missingColumns',
  'tooManyRows',
  'unknownList',
  // A minigame result (minigame-rules).
  'impossibleResult',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export function isProblemCode(value: unknown): value is ProblemCode {
  return (PROBLEM_CODES as readonly unknown[]).includes(value);
}

/** A refinement's problem code, as zod's `params`: `z.refine(check, { message, ...problemParams('sameAsCurrent') })`. */
export function problemParams(code: ProblemCode): { params: { code: ProblemCode } } {
  return { params: { code } };
}

/**
 * A rule one input field broke. `code` is stable and translated by the web app;
 * `message` is the English text for API clients.
 */
export interface FieldProblem {
  field: string;
  code: ProblemCode;
  message: string;
  /** For a text that is tooLong or tooShort: the number of characters allowed, so the reader learns it. */
  limit?: number | null | undefined;
}
