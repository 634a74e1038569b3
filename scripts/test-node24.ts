// The server test suite on Node 24, the image's Node (Dockerfile), while the machine runs 20.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { nodeFromNpm, pathWithNode } from './deploy/node-from-npm.ts';

const root = path.resolve(import.meta.dirname, '..');
const node = nodeFromNpm(24);
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
console.log(`\n> vitest run --project server (Node ${version})`);
// Vitest's workers are forks of the Node that runs it, so they run on 24 as well.
execFileSync(node, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: pathWithNode(node) },
});
