import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { EMAIL_VERIFICATION, LOGIN_LIMITS, PASSWORD_RESET } from '#shared/account-rules';
import { ADDRESS_LIMITS, type AddressLimitKind } from '#shared/address-rules';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import { IMAGE_VARIANT_LIMITS } from '#shared/image-variants';

/** Counts failures under a key; once `points` are spent in the window, the key is blocked. */
export interface FailureCounter {
  /** Whole seconds until the key may try again, or 0 when it may try now. */
  blockedFor(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface RateLimits {
  /** Failed logins of one account from one client address (`<account>|<address>`). */
  loginClient: FailureCounter;
  /** Failed logins of one account from every address: past the mark, failing clients slow down. */
  loginAccount: FailureCounter;
  /** A client that failed on an account under attack waits this out before its next try. */
  loginSlowdown: FailureCounter;
  loginIp: FailureCounter;
  /** Wrong passwords in account changes, per account: a stolen session cannot guess the password. */
  passwordConfirm: FailureCounter;
  /** Password-reset mails asked for, by client address and by mail address: stops mail bombing. */
  resetRequestIp: FailureCounter;
  resetRequestEmail: FailureCounter;
  /** Wrong security answers on one reset link: the answer is a second secret, not a guessing game. */
  resetAnswer: FailureCounter;
  /** Images one account uploads per hour: every upload is stored, so storage cannot be flooded. */
  imageUploads: FailureCounter;
  /** Verification mails one account asks for: "resend" cannot bomb an inbox. */
  verificationMails: FailureCounter;
  /** Image copies one client address has made (IMAGE_VARIANT_LIMITS): kept copies are free. */
  imageVariants: FailureCounter;
  /** Sign-ups, contact messages, friend requests, comments and submitted requests per client address. */
  perAddress: Record<AddressLimitKind, FailureCounter>;
}

function counter(limiter: RateLimiterAbstract): FailureCounter {
  return {
    async blockedFor(key) {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < limiter.points) return 0;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async fail(key) {
      await limiter.penalty(key, 1);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}

/** In memory by default; in Redis when REDIS_URL is set, so every instance counts together. */
export function createRateLimits(redis?: Redis): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number) =>
    counter(
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration }),
    );
  return {
    loginClient: make('cv_login_client', LOGIN_LIMITS.accountFailures, LOGIN_LIMITS.accountWindowSeconds),
    loginAccount: make('cv_login_account', LOGIN_LIMITS.slowdownAfter, LOGIN_LIMITS.accountWindowSeconds),
    loginSlowdown: make('cv_login_slowdown', 1, LOGIN_LIMITS.slowdownSeconds),
    loginIp: make('cv_login_ip', LOGIN_LIMITS.ipFailures, LOGIN_LIMITS.ipWindowSeconds),
    passwordConfirm: make('cv_password_confirm', LOGIN_LIMITS.accountFailures, LOGIN_LIMITS.accountWindowSeconds),
    resetRequestIp: make('cv_reset_ip', PASSWORD_RESET.requestsPerIpPerHour, 60 * 60),
    resetRequestEmail: make('cv_reset_email', PASSWORD_RESET.requestsPerEmailPerHour, 60 * 60),
    resetAnswer: make('cv_reset_answer', LOGIN_LIMITS.accountFailures, LOGIN_LIMITS.accountWindowSeconds),
    imageUploads: make('cv_image_uploads', CATALOGUE_LIMITS.imageUploadsPerHour, 60 * 60),
    verificationMails: make('cv_verification_mails', EMAIL_VERIFICATION.resendsPerHour, 60 * 60),
    imageVariants: make(
      'cv_image_variants',
      IMAGE_VARIANT_LIMITS.perAddress.points,
      IMAGE_VARIANT_LIMITS.perAddress.windowSeconds,
    ),
    perAddress: Object.fromEntries(
      Object.entries(ADDRESS_LIMITS).map(([kind, { points, windowSeconds }]) => [
        kind,
        make(`cv_address_${kind}`, points, windowSeconds),
      ]),
    ) as Record<AddressLimitKind, FailureCounter>,
  };
}
