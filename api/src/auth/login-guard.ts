import type { RateLimits } from './rate-limits.ts';

/**
 * Who may try a password for `login` from `ip`, and what a failure or success changes. Keyed by
 * what was typed, existing account or not, so the limits reveal nothing about accounts either.
 * Nothing here locks an account: blocks fall on the failing client (see LOGIN_LIMITS).
 */
export function loginGuard(limits: RateLimits, login: string, ip: string) {
  const account = login.toLowerCase();
  const client = `${account}|${ip}`;
  return {
    account,
    /** Whole seconds this client must wait before trying, or 0. */
    async waitSeconds(): Promise<number> {
      const waits = await Promise.all([
        limits.loginClient.blockedFor(client),
        limits.loginIp.blockedFor(ip),
        limits.loginSlowdown.blockedFor(client),
      ]);
      return Math.max(...waits);
    },
    async failed(): Promise<void> {
      await Promise.all([limits.loginClient.fail(client), limits.loginIp.fail(ip), limits.loginAccount.fail(account)]);
      // The account is being guessed from many places: this client waits before its next try.
      if (await limits.loginAccount.blockedFor(account)) await limits.loginSlowdown.fail(client);
    },
    /** The account-wide count stays: one right password does not end an attack from elsewhere. */
    async succeeded(): Promise<void> {
      await Promise.all([limits.loginClient.clear(client), limits.loginSlowdown.clear(client)]);
    },
  };
}
