import { LIMITS } from '#shared/rules';

/**
 * A username from an email's local part: letters, digits and underscores only, 3-20 long
 * ("Zoë.Kart+games@…" gives "Zoe_Kart_games"). Short ones are padded so the rule still holds.
 */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const ascii = local.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  let base = ascii
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  base = base.slice(0, LIMITS.usernameMax).replace(/_+$/, '');
  if (base.length < LIMITS.usernameMin) base = (base || 'player').padEnd(LIMITS.usernameMin, '0');
  return base;
}

/**
 * The first of base, base2, base3, … (cut so the number still fits in 20 characters) that is
 * not in `taken` (lower-cased keys).
 */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const suffix = String(n);
    const candidate = `${base.slice(0, LIMITS.usernameMax - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
