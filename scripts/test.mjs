// `npm test`: the whole suite from a fresh clone — prepare, generated-artifact drift, types,
// unit + API integration tests, then end-to-end tests in Chromium.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { prepare } from './prepare.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, env = {}) => {
  console.log(`\n> ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
};

prepare();
run('node scripts/check-generated.mjs');
run('npx tsc -b');
run('npm run lint --silent');
run('npx vitest run');
const chromium = ensureChromium();
run('npx playwright test', { CHROMIUM_PATH: chromium });
