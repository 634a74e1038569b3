// Where to go after logging in (`/auth?next=`): a path on this site, or home. The browser reads an
// href with the WHATWG URL parser, which drops tabs and line breaks, reads `\` as `/` and makes
// `//host` another origin, so the same parser decides here what the link would open; the
// percent-decoded forms are checked too, so no later decoding can turn the path into a host.

const BASE = 'https://next-path.invalid';
const HOME = '/';
/** Decoding rounds before a value counts as hostile: real paths are encoded once. */
const DECODING_ROUNDS = 3;

/** The path on this site `candidate` opens, or null when it names anything else. */
function sameOriginPath(candidate: string): URL | null {
  // Only an absolute path: not a scheme (`javascript:`), a relative path or a blank value.
  if (!candidate.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // `/.//evil.example` parses to the path `//evil.example`, which would be a host once written out.
  if (url.pathname.startsWith('//')) return null;
  return url;
}

/** One round of percent-decoding that leaves a stray `%` as it is instead of failing. */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** The login screen itself would send the person round in a circle. */
const isLoginScreen = (url: URL) => url.pathname === '/auth' || url.pathname.startsWith('/auth/');

/**
 * `next` as the path, query and hash the browser would open on this site, or `/` when it could
 * lead anywhere else (another host, a scheme, a control character the browser drops), in any of
 * its decoded forms, or back to the login screen.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return HOME;
  const url = sameOriginPath(next);
  if (!url || isLoginScreen(url)) return HOME;
  let decoded = next;
  for (let round = 0; round < DECODING_ROUNDS; round += 1) {
    const again = decodeOnce(decoded);
    if (again === decoded) return url.pathname + url.search + url.hash;
    const layer = sameOriginPath(again);
    if (!layer || isLoginScreen(layer)) return HOME;
    decoded = again;
  }
  // Still changing after the rounds: encoded over and over, which no link of the site does.
  return HOME;
}
