// Finds Debian's Chromium for the end-to-end tests, installing it when we are root with apt.
// Playwright never downloads a browser here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium is needed for the end-to-end tests. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}

if (process.argv[1] === import.meta.filename) console.log(ensureChromium());
