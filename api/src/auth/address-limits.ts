import type { AddressLimitKind } from '#shared/address-rules';
import type { Context } from '../context.ts';
import { rateLimited } from './accounts.ts';

/**
 * Spends one of the client address's allowance for `kind` (ADDRESS_LIMITS), or refuses with 429
 * and Retry-After once it is spent. Called after the input is checked, before any work is done.
 */
export async function takeAddressAllowance(ctx: Context, kind: AddressLimitKind): Promise<void> {
  const counter = ctx.limits.perAddress[kind];
  const wait = await counter.blockedFor(ctx.client.ip);
  if (wait) throw rateLimited(wait);
  await counter.fail(ctx.client.ip);
}
