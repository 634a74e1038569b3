// The address of a post, /dev-talk/{slug}: made from the title, unique, and frozen once the post
// has been published so a shared link keeps working. Pure; the resolvers ask the database which
// slugs are taken.

export const SLUG_MAX = 80;

/** Words the routes use after /dev-talk/ themselves: a post named "New" must not hide the editor. */
const RESERVED = new Set(['new', 'feed']);

/**
 * Lower-case ASCII letters and digits joined by single hyphens, at most SLUG_MAX characters, cut
 * at a word boundary. Accents are dropped ("Pokémon" → "pokemon"); a title with no Latin letters
 * or digits at all (a Japanese title, say) becomes "post".
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  // A single word longer than the limit is cut rather than lost.
  if (!slug && words[0]) slug = words[0].slice(0, SLUG_MAX);
  return slug || 'post';
}

/** `base` if free, else `base-2`, `base-3`, ... (shortened so the suffix fits); never a reserved word. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !RESERVED.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A draft follows its title; once a post has been published its address never changes. */
export function slugIsFrozen(post: { publishedAt: Date | null }): boolean {
  return post.publishedAt !== null;
}
