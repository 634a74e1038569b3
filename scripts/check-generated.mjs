// Regenerates every committed artifact (schema.graphql, Relay artifacts, Lingui catalogues) and
// fails when any differs from what is committed: the sources and the artifacts must agree.
import { execSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command) => execSync(command, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

run('npx tsx scripts/print-schema.ts');
run('npx relay-compiler');
run('npx tsx scripts/known-operations.ts');
// --overwrite: the English catalogues follow the source, also for messages with explicit ids,
// whose English Lingui otherwise keeps as first extracted.
run('npx lingui extract --clean --overwrite');
run('npx lingui compile --typescript');

const paths = [
  'schema.graphql',
  'web/src/__generated__',
  'persisted-operations.json',
  'web/src/locales',
  'api/src/mail/locales',
  'api/src/metrics/known-operations.ts',
];
let inGit = true;
try {
  run('git rev-parse --is-inside-work-tree');
} catch {
  inGit = false;
}
if (!inGit) {
  console.warn('Not a git checkout: generated artifacts were regenerated but not compared.');
  process.exit(0);
}
const changed = run(`git status --porcelain -- ${paths.join(' ')}`).trim();
if (changed) {
  console.error(
    `Generated artifacts differ from the committed ones:\n${changed}\n` +
      'Run `npm run generate` and commit the result.',
  );
  process.exit(1);
}
console.log(
  'Generated artifacts are up to date (schema.graphql, Relay artifacts, known operation names, Lingui catalogues of the web and the mails).',
);
