// `npm start`: prepare what is stale, then run the server (embedded PGlite unless DATABASE_URL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { prepare } from './prepare.mjs';

prepare();
const root = path.resolve(import.meta.dirname, '..');
const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
