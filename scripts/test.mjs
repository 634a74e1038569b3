// `npm test`: the whole suite from a fresh clone — prepare, generated-artifact drift, types,
// unit + API integration tests, then end-to-end tests in Chromium.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { prepare } from './prepare.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const steps = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.floor((ms % 60_000) / 1000)} s`;
const run = (command, env = {}) => {
  console.log(`\n> ${command}`);
  const start = Date.now();
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push(`  ${minutes(Date.now() - start).padStart(13)}  ${command}`);
};

prepare();
run('node scripts/check-generated.mjs');
run('npx tsc -b');
run('npm run lint --silent');
run('npx vitest run');
const chromium = ensureChromium();
run('npx playwright test', { CHROMIUM_PATH: chromium });
// What the whole suite took, step by step: the figure docs/benchmarks.md keeps for a fresh clone.
console.log(`\nnpm test passed in ${minutes(Date.now() - started)}:\n${steps.join('\n')}`);
